import { lazy, Suspense, useEffect, useState } from 'react';
import { isToasterWanted, MOUNT_TOASTER_EVENT } from '../../lib/toast.ts';

const Toaster = lazy(() => import('./toaster.tsx'));

/** Mounts the toaster the first time something asks for a toast (see lib/toast.ts). */
export function ToasterHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener(MOUNT_TOASTER_EVENT, want);
    if (isToasterWanted()) want();
    return () => window.removeEventListener(MOUNT_TOASTER_EVENT, want);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

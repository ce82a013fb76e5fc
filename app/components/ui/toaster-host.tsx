import { lazy, Suspense, useEffect, useState } from 'react';
import { isToasterWanted, MOUNT_TOASTER_EVENT } from '../../lib/toast.ts';

// No texts of its own (each toast arrives translated), so nothing to wait for: React's own lazy, not app/i18n/lazy-part.ts.
const Toaster = lazy(() => import('./toaster.tsx'));

/** Mounts the toaster the first time something asks for a toast (see lib/toast.ts). */
export function ToasterHost() {
  // Re-mounted after the first toast (an error page swaps the layout's tree): mount straight away.
  const [wanted, setWanted] = useState(isToasterWanted);
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

import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { markToasterGone, markToasterReady } from '../../lib/toast.ts';

/** Loaded on demand by ToasterHost; tells lib/toast.ts it can show toasts now. */
export default function Toaster() {
  const { t } = useLingui();
  useEffect(() => {
    markToasterReady();
    return markToasterGone;
  }, []);
  return (
    <Sonner
      position="top-right"
      visibleToasts={20}
      richColors
      closeButton
      containerAriaLabel={t`Notifications`}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: t`Close toast` }}
    />
  );
}

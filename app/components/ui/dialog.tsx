import * as Radix from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useBackCloses } from '../../lib/back-closes.ts';

/**
 * A centred modal dialog (Radix: focus trap, Escape, labelled by its title). Import the dialogs that use it lazily.
 * Back closes it and stays on the page (docs/decisions/046-the-back-button.md); `backCloses={false}` for a dialog that
 * answers a Back itself (the leave-this-page question).
 */
export function Dialog({
  open,
  onClose,
  title,
  subtitle,
  children,
  wide = false,
  backCloses = true,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  subtitle?: string;
  children: React.ReactNode;
  wide?: boolean;
  backCloses?: boolean;
}) {
  useBackCloses(open && backCloses, onClose);
  return (
    <Radix.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-50 bg-navy/60" />
        <Radix.Content
          aria-describedby={undefined}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6 ${wide ? 'max-w-4xl' : 'max-w-md'}`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Radix.Title className="text-xl font-bold text-ink">{title}</Radix.Title>
              {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
            </div>
            <Radix.Close aria-label="Close" className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-surface">
              <X aria-hidden className="size-5" />
            </Radix.Close>
          </div>
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

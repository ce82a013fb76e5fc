import { Trans, useLingui } from '@lingui/react/macro';
import * as Radix from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useBackCloses } from '../../lib/back-closes.ts';

/**
 * A centred modal dialog (Radix: focus trap, Escape, labelled by its title). Import the dialogs that use it lazily.
 * Back closes it and stays on the page (docs/decisions/046-the-back-button.md); `backCloses={false}` for a dialog that
 * answers a Back itself (the leave-this-page question). `dirty`: a form in it has typed, unsaved content, so Back,
 * X, Escape and a tap outside ask first (Keep editing / Discard), and a reload gets the browser's question.
 */
export function Dialog({
  open,
  onClose,
  title,
  subtitle,
  children,
  wide = false,
  backCloses = true,
  dirty = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  subtitle?: React.ReactNode;
  children: React.ReactNode;
  wide?: boolean;
  backCloses?: boolean;
  dirty?: boolean;
}) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const requestClose = () => {
    if (!dirty) return onClose();
    setAsking(true);
    return false;
  };
  useBackCloses(open && backCloses, requestClose);
  useEffect(() => {
    if (!(open && dirty)) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [open, dirty]);
  return (
    <Radix.Root open={open} onOpenChange={(o) => !o && requestClose()}>
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
            <Radix.Close aria-label={t`Close`} className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-surface">
              <X aria-hidden className="size-5" />
            </Radix.Close>
          </div>
          {asking && <DiscardQuestion onKeep={() => setAsking(false)} onDiscard={onClose} />}
          {/* Hidden, not unmounted, while asking: Keep editing finds every field as it was. */}
          <div hidden={asking}>{children}</div>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

function DiscardQuestion({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  return (
    <div role="alertdialog" aria-labelledby="discard-title" aria-describedby="discard-text" className="rounded-xl bg-amber-50 p-4">
      <p id="discard-title" className="font-semibold text-ink">
        <Trans>Discard your changes?</Trans>
      </p>
      <p id="discard-text" className="mt-1 text-slate-700">
        <Trans>What you typed will be lost.</Trans>
      </p>
      <div className="mt-4 flex gap-3">
        {/* biome-ignore lint/a11y/noAutofocus: the question takes the focus it interrupts the form for */}
        <button type="button" autoFocus onClick={onKeep} className="min-h-11 flex-1 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-ink hover:bg-surface">
          <Trans>Keep editing</Trans>
        </button>
        <button type="button" onClick={onDiscard} className="min-h-11 flex-1 rounded-lg bg-amber-brand px-4 font-semibold text-navy hover:bg-amber-400">
          <Trans>Discard</Trans>
        </button>
      </div>
    </div>
  );
}

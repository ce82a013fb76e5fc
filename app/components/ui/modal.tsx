import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

/** A centred modal dialog (Radix: focus trap, Escape, labelled by its title). Import it lazily. */
export function Modal({ open, onClose, title, subtitle, children, wide = false }: { open: boolean; onClose: () => void; title: string; subtitle?: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6 ${wide ? 'max-w-4xl' : 'max-w-md'}`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-ink">{title}</Dialog.Title>
              {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
            </div>
            <Dialog.Close aria-label="Close" className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-surface">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-amber-deep focus:outline-none focus:ring-2 focus:ring-amber-brand/50';
export const primaryButton = 'w-full rounded-lg bg-amber-brand px-4 py-3 font-semibold text-navy hover:bg-amber-400 disabled:opacity-60';

/** A labelled input or textarea with its error under it. */
export function Field({
  label,
  error,
  multiline,
  id,
  ...props
}: { label: string; error?: string; multiline?: boolean; id: string } & React.InputHTMLAttributes<HTMLInputElement> & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const common = { id, className: inputClass, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-err` : undefined } as const;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {multiline ? <textarea {...common} rows={5} {...(props as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} /> : <input {...common} {...(props as React.InputHTMLAttributes<HTMLInputElement>)} />}
      {error && (
        <p id={`${id}-err`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: React.ReactNode }) {
  return kind === 'error' ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-lg bg-green-50 px-3 py-3 text-center font-semibold text-green-800">
      {children}
    </p>
  );
}

/** First message per field of a Zod result, keyed by the first path segment ('form' for object-level). */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const i of issues) {
    const k = String(i.path[0] ?? 'form');
    out[k] ??= i.message;
  }
  return out;
}

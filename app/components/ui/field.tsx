import { Trans } from '@lingui/react/macro';
import { createContext, useContext, useId } from 'react';
import { usePageMessage } from '../../lib/server-message.ts';

/**
 * The one form field (docs/decisions/027): a label, the control, a hint and the error under it.
 * The control (Input, Select, Textarea, or any control that calls `useFieldControl`) gets the
 * field's id, `aria-invalid` and `aria-describedby` (error, else hint) from the Field around it.
 *
 *   <Field label="Email" error={errors.email}><Input name="email" type="email" /></Field>
 */
type FieldContext = { id: string; invalid: boolean; describedBy: string | undefined };
const Ctx = createContext<FieldContext | null>(null);

export const labelClass = 'block text-sm font-medium text-ink';
export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base focus:border-amber-deep focus:outline-none focus:ring-2 focus:ring-amber-brand/50 aria-[invalid=true]:border-red-600';
export const selectClass = `${inputClass} min-h-12`;

export function Field({
  label,
  error,
  hint,
  id: idProp,
  mark,
  className,
  children,
}: {
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  id?: string;
  /** 'required' adds a red asterisk (not read out), 'optional' the word '(optional)'. */
  mark?: 'required' | 'optional';
  className?: string;
  children: React.ReactNode;
}) {
  const auto = useId();
  const id = idProp ?? auto;
  const errorId = `${id}-err`;
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {mark === 'required' && (
          <span aria-hidden className="text-red-700">
            {' '}
            *
          </span>
        )}
        {mark === 'optional' && (
          <span className="font-normal text-slate-500">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      <Ctx.Provider value={{ id, invalid: !!error, describedBy: error ? errorId : hint ? hintId : undefined }}>{children}</Ctx.Provider>
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Error text under a control, linked by `aria-describedby` (`${id}-err`); a schema's English sentence reads in Hindi on Hindi pages (docs/decisions/051). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const shown = usePageMessage(error);
  if (!shown) return null;
  return (
    <p id={`${id}-err`} className="mt-1 text-sm text-red-700">
      {shown}
    </p>
  );
}

/** The id and aria props of the Field around a control (for custom controls: combobox, star picker…). */
export function useFieldControl(): { id?: string; 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const f = useContext(Ctx);
  if (!f) return {};
  return { id: f.id, 'aria-invalid': f.invalid ? true : undefined, 'aria-describedby': f.describedBy };
}

/** aria props for a control outside a Field that shows its error with FieldError. */
export const describedBy = (id: string, error?: string) => ({ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-err` : undefined }) as const;

export function Input({ className = inputClass, ...props }: React.InputHTMLAttributes<HTMLInputElement>) {
  return <input {...useFieldControl()} className={className} {...props} />;
}

export function Textarea({ className = inputClass, rows = 5, ...props }: React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...useFieldControl()} className={className} rows={rows} {...props} />;
}

export function Select({ className = selectClass, ...props }: React.SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...useFieldControl()} className={className} {...props} />;
}

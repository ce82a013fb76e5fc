import { Field as OneField, Input, Textarea, inputClass } from './field.tsx';
import { buttonClasses } from './button.tsx';

// The older names of the form parts, kept while app/routes/manage and app/routes/admin move to
// ui/field.tsx, ui/button.tsx, ui/dialog.tsx and ui/form-message.tsx (issue 16; then delete this file).
export { Dialog as Modal } from './dialog.tsx';
export { FormMessage } from './form-message.tsx';
export { fieldErrors } from '../../lib/use-submit.ts';
export { inputClass };
export const primaryButton = buttonClasses.primary;

/** @deprecated use `<Field label error><Input …/></Field>` from ui/field.tsx. */
export function Field({
  label,
  error,
  multiline,
  id,
  ...props
}: { label: string; error?: string; multiline?: boolean; id: string } & React.InputHTMLAttributes<HTMLInputElement> & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <OneField id={id} label={label} error={error}>
      {multiline ? <Textarea {...(props as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} /> : <Input {...(props as React.InputHTMLAttributes<HTMLInputElement>)} />}
    </OneField>
  );
}

/** The one button (docs/decisions/027): variants of the design (docs DESIGN.md) and a pending state. */
export const buttonClasses = {
  /** Full-width amber action of dialogs and forms. */
  primary: 'w-full rounded-lg bg-amber-brand px-4 py-3 font-semibold text-navy hover:bg-amber-400 disabled:opacity-60',
  /** Amber save action of the long forms: full width on phones, its own width from `sm`. */
  save: 'min-h-12 w-full rounded-lg bg-amber-brand px-6 py-3 font-semibold text-navy hover:bg-amber-400 disabled:opacity-60 sm:w-auto',
  secondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-ink hover:bg-surface disabled:opacity-60',
  /** Outlined, sized by its content (the client area's card and dialog actions). */
  outline: 'min-h-11 rounded-lg border border-slate-300 px-4 font-semibold text-ink hover:bg-surface disabled:opacity-60',
  /** Amber action of its own width: toolbars, cards, table rows (Add project, Approve, Search). */
  action: 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-amber-brand px-4 font-semibold text-navy hover:bg-amber-400 disabled:opacity-60',
  /** Confirms a destructive action (Delete listing, Disable user): solid red. */
  danger: 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60',
  /** Opens a destructive action (Delete, Reject, Hide): red outline, confirmed in a dialog. */
  dangerSecondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60',
  /** A text link that acts (Create an account, Send the code again). */
  link: 'font-semibold text-amber-deep underline disabled:opacity-60',
} as const;
export type ButtonVariant = keyof typeof buttonClasses;

export function Button({
  variant = 'primary',
  pending = false,
  pendingText,
  className,
  disabled,
  type = 'button',
  children,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** While true the button is disabled and reads `pendingText` (docs/product.md#lists-and-search: 'Sending...', 'Saving...'). */
  pending?: boolean;
  pendingText?: string;
}) {
  return (
    <button type={type} disabled={disabled || pending} aria-busy={pending || undefined} className={className ?? buttonClasses[variant]} {...props}>
      {pending && pendingText ? pendingText : children}
    </button>
  );
}

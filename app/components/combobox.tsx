import { useRef, useState } from 'react';

/** docs/product.md#lists-and-search: the list closes 100 ms after the input loses focus, so a click on an option still lands. */
export const CLOSE_AFTER_BLUR_MS = 100;

type Props<T> = {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The matches for the current value, already filtered; the list shows when there are any. */
  options: readonly T[];
  optionKey: (o: T) => string;
  renderOption: (o: T) => React.ReactNode;
  onPick: (o: T) => void;
  /** Enter with no option highlighted (the list closed or nothing chosen yet). */
  onEnter?: (e: React.KeyboardEvent<HTMLInputElement>) => void;
  /** First focus or keystroke: the place to start loading the option data. */
  onActivate?: () => void;
  /** The list closed after the input lost focus. */
  onLeave?: () => void;
  /** Names the list when the input has a visible label instead of aria-label. */
  listLabel?: string;
  placeholder?: string;
  className?: string;
  name?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
};

/**
 * An input with a list of suggestions (WAI-ARIA combobox with a listbox popup). Highlight starts at
 * none; ArrowDown/ArrowUp move it (wrapping); Enter picks the highlighted option without submitting
 * the form; Escape closes (also before the suggestions have loaded); picking fills the input (the caller's onPick) and closes.
 */
export function Combobox<T>(p: Props<T>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = `${p.id}-listbox`;
  const n = p.options.length;
  const shown = open && n > 0;

  const pick = (o: T) => {
    p.onPick(o);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!n) return;
      e.preventDefault();
      setOpen(true);
      const down = e.key === 'ArrowDown';
      setActive((a) => (!shown ? (down ? 0 : n - 1) : down ? (a + 1) % n : a <= 0 ? n - 1 : a - 1));
    } else if (e.key === 'Enter') {
      if (shown && active >= 0 && active < n) {
        e.preventDefault();
        pick(p.options[active]!);
      } else p.onEnter?.(e);
    } else if (e.key === 'Escape') {
      // Closed until the next keystroke or focus, even while the suggestions are still loading: they must not
      // open by themselves when they arrive. An Escape that closed nothing visible is left to the page (a dialog).
      if (shown) e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  return (
    <div className="relative">
      <input
        id={p.id}
        name={p.name}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${p.id}-opt-${active}` : undefined}
        aria-label={p['aria-label']}
        aria-describedby={p['aria-describedby']}
        autoComplete="off"
        placeholder={p.placeholder}
        value={p.value}
        onChange={(e) => {
          p.onActivate?.();
          p.onValueChange(e.target.value);
          // New text, new matches: nothing highlighted.
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          p.onActivate?.();
          setOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => {
            setOpen(false);
            p.onLeave?.();
          }, CLOSE_AFTER_BLUR_MS);
        }}
        onKeyDown={onKeyDown}
        className={p.className ?? 'min-h-12 w-full rounded-lg border border-slate-300 px-3'}
      />
      <ul
        id={listId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA 1.2 combobox listbox; the focus stays in the input (aria-activedescendant)
        role="listbox"
        hidden={!shown}
        aria-label={p.listLabel ?? p['aria-label']}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-left shadow-lg"
      >
        {shown &&
          p.options.map((o, i) => (
            // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant, never focused
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (arrows, Enter, Escape)
            <li
              key={p.optionKey(o)}
              id={`${p.id}-opt-${i}`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox listbox; keys are handled on the input
              role="option"
              aria-selected={i === active}
              // Keep the focus in the input; the click below picks.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(o)}
              className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 hover:bg-amber-50 ${i === active ? 'bg-amber-100' : ''}`}
            >
              {p.renderOption(o)}
            </li>
          ))}
      </ul>
    </div>
  );
}

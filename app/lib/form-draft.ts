import { useCallback } from 'react';

/**
 * A form's typed text kept for the visit (this tab's sessionStorage), so a dialog closed by Back, X or a tap outside
 * opens again with what was typed (docs/decisions/046-the-back-button.md). Only text fields are kept, by name; a
 * successful send clears the draft.
 */
export function useFormDraft(key: string) {
  const storageKey = `draft:${key}`;
  /** Ref callback for the <form>: fills its fields from the draft when it appears. */
  const ref = useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return;
      const draft = read(storageKey);
      for (const [name, value] of Object.entries(draft)) {
        const field = form.elements.namedItem(name);
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = value;
      }
    },
    [storageKey],
  );
  /** onInput of the <form>: keeps every text field as it is now. */
  const save = useCallback(
    (e: React.FormEvent<HTMLFormElement>) => {
      const values: Record<string, string> = {};
      for (const [name, value] of new FormData(e.currentTarget)) if (typeof value === 'string') values[name] = value;
      write(storageKey, values);
    },
    [storageKey],
  );
  const clear = useCallback(() => write(storageKey, null), [storageKey]);
  return { ref, save, clear };
}

function read(key: string): Record<string, string> {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    return v && typeof v === 'object' ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Storage may be full or refused (private mode): the draft is a convenience, so failing quietly is right. */
function write(key: string, values: Record<string, string> | null) {
  try {
    if (values) sessionStorage.setItem(key, JSON.stringify(values));
    else sessionStorage.removeItem(key);
  } catch {}
}

import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Combobox } from '../combobox.tsx';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Field, inputClass } from '../ui/field.tsx';

const MAX_SHOWN = 8;

/**
 * A multi-select as chips: type to find an entry of `options` (or, with `free`, any text) and pick
 * it; each chosen value is a removable chip. Works with the keyboard (combobox) and on a phone.
 */
export function TagPicker({
  id,
  label,
  hint,
  options = [],
  value,
  onChange,
  free = false,
  max,
  error,
  placeholder,
}: {
  id: string;
  label: string;
  hint?: string;
  options?: readonly string[];
  value: string[];
  onChange: (v: string[]) => void;
  free?: boolean;
  max?: number;
  error?: string;
  placeholder?: string;
}) {
  const [text, setText] = useState('');
  const { t } = useLingui();
  const chosenLabel = label.replace(/\s*\*$/, '').toLowerCase();
  const chosen = useMemo(() => new Set(value.map((v) => v.toLowerCase())), [value]);
  const matches = useMemo(() => {
    const q = text.trim().toLowerCase();
    if (!options.length) return [];
    const starts: string[] = [];
    const contains: string[] = [];
    for (const o of options) {
      if (chosen.has(o.toLowerCase())) continue;
      const l = o.toLowerCase();
      if (!q || l.startsWith(q)) starts.push(o);
      else if (l.includes(q)) contains.push(o);
      if (starts.length >= MAX_SHOWN) break;
    }
    return [...starts, ...contains].slice(0, MAX_SHOWN);
  }, [text, options, chosen]);
  const full = max !== undefined && value.length >= max;
  const add = (v: string) => {
    const t = v.trim();
    if (!t || chosen.has(t.toLowerCase()) || full) return;
    onChange([...value, t]);
    setText('');
  };
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {value.length > 0 && (
        <ul aria-label={t`Chosen ${chosenLabel}`} className="mt-2 flex flex-wrap gap-2">
          {value.map((v) => (
            <li key={v} className="flex items-center gap-1 rounded-full bg-amber-100 py-1 pl-3 pr-1 text-sm text-navy">
              <span className="break-all">{v}</span>
              <Button
                onClick={() => onChange(value.filter((x) => x !== v))}
                aria-label={t`Remove ${v}`}
                className="flex size-8 items-center justify-center rounded-full hover:bg-amber-200"
              >
                <X aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-1 flex gap-2">
        <div className="min-w-0 flex-1">
          <Combobox
            id={id}
            value={text}
            onValueChange={setText}
            options={full ? [] : matches}
            optionKey={(o) => o}
            renderOption={(o) => <span>{o}</span>}
            onPick={(o) => add(o)}
            onEnter={(e) => {
              if (!free) return;
              e.preventDefault();
              add(text);
            }}
            listLabel={label}
            placeholder={full ? t`At most ${max}` : placeholder}
            aria-describedby={error ? `${id}-err` : hint ? `${id}-hint` : undefined}
            className={inputClass.replace('mt-1 ', '')}
          />
        </div>
        {free && (
          <Button onClick={() => add(text)} disabled={!text.trim() || full} className={`${buttonClasses.secondary} shrink-0`}>
            <Trans>Add</Trans>
          </Button>
        )}
      </div>
    </Field>
  );
}

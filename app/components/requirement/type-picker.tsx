import { useEffect, useState } from 'react';
import { Combobox } from '../combobox.tsx';
import { ChevronDownIcon as ChevronDown } from '../icons.tsx';
import { Field, inputClass } from '../ui/field.tsx';

export type PickOption = { value: string; label: string /** Also matched when typed: the English name on a Hindi page. */; alt?: string; group?: string };

/**
 * A searchable list of catalogue names (machine types by category, contractor types): typing narrows it,
 * a pick sets the value. Text that names exactly one option picks it when the field is left; anything
 * else goes back to the chosen name, so the value is always a catalogue entry or nothing.
 */
export function TypePicker({
  id,
  label,
  listLabel,
  placeholder,
  options,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  listLabel: string;
  placeholder: string;
  options: readonly PickOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const chosen = options.find((o) => o.value === value);
  const [text, setText] = useState(chosen?.label ?? '');
  useEffect(() => setText(chosen?.label ?? ''), [chosen?.label]);
  const q = text.trim().toLowerCase();
  const matches = (o: PickOption) => o.label.toLowerCase().includes(q) || !!o.alt?.toLowerCase().includes(q);
  // The chosen name in the box lists everything; typing narrows the list.
  const shown = !q || (chosen && q === chosen.label.toLowerCase()) ? options : options.filter(matches);
  return (
    <Field id={id} label={label} error={error} className="relative">
      <Combobox<PickOption>
        id={id}
        listLabel={listLabel}
        placeholder={placeholder}
        value={text}
        onValueChange={setText}
        options={shown}
        optionKey={(o) => o.value}
        renderOption={(o) => (
          <>
            <span className="flex-1">{o.label}</span>
            {o.group && <span className="text-xs text-slate-500">{o.group}</span>}
          </>
        )}
        onPick={(o) => {
          setText(o.label);
          onChange(o.value);
        }}
        onEnter={(e) => e.preventDefault()}
        onLeave={() => {
          const exact = options.find((o) => o.label.toLowerCase() === q || o.alt?.toLowerCase() === q);
          const only = exact ?? (q && shown.length === 1 ? shown[0] : undefined);
          if (only) {
            setText(only.label);
            if (only.value !== value) onChange(only.value);
          } else setText(chosen?.label ?? '');
        }}
        aria-describedby={error ? `${id}-err` : undefined}
        className={`${inputClass} min-h-12 pr-9`}
      />
      <ChevronDown className="pointer-events-none absolute right-3 top-10 size-4 text-slate-500" />
    </Field>
  );
}

import { useId, useState } from 'react';
import { HydrateLater } from '../lib/hydrate-later.tsx';

type TabsProps = { tabs: { label: string; content: React.ReactNode }[] };

/**
 * Accessible tabs (arrow keys move between tabs). On phones the tabs share the width, so every tab is in sight.
 * All the panels are in the page (the hidden ones too), so the tabs hydrate as a part of their own (app/lib/hydrate-later.tsx).
 */
export function Tabs(props: TabsProps) {
  return (
    <HydrateLater>
      <TabsBody {...props} />
    </HydrateLater>
  );
}

function TabsBody({ tabs }: TabsProps) {
  const [active, setActive] = useState(0);
  const id = useId();
  const onKey = (e: React.KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = (active + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length;
    setActive(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div>
      <div role="tablist" className="flex gap-1 overflow-x-auto border-b border-slate-200" onKeyDown={onKey}>
        {tabs.map((t, i) => (
          <button
            key={t.label}
            id={`${id}-tab-${i}`}
            role="tab"
            type="button"
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className={`min-h-11 flex-1 px-2 text-sm font-medium leading-tight sm:flex-none sm:whitespace-nowrap sm:px-4 sm:text-base ${i === active ? 'border-b-2 border-amber-brand text-navy' : 'text-slate-600'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div key={t.label} id={`${id}-panel-${i}`} role="tabpanel" aria-labelledby={`${id}-tab-${i}`} hidden={i !== active} className="py-4">
          {t.content}
        </div>
      ))}
    </div>
  );
}

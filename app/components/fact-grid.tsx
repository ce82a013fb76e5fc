/** Label/value facts in a grid (`[key, label, value, typed]`; typed values are what a person wrote, marked `data-typed`). */
export function FactGrid({ items, className }: { items: readonly (readonly [string, string, React.ReactNode, boolean])[]; className: string }) {
  return (
    <dl className={`grid gap-x-4 gap-y-2 ${className}`}>
      {items.map(([key, label, value, typed]) => (
        <div key={key} className="min-w-0">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="break-words font-medium" {...(typed ? { 'data-typed': '' } : {})}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The navy band at the top of the company pages (about, contact, terms, privacy, list with us). */
export function PageIntro({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <header className="bg-navy text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
        {children && <div className="mt-3 max-w-3xl text-lg text-slate-200">{children}</div>}
      </div>
    </header>
  );
}

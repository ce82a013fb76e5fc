import { useState } from 'react';
import { useNavigate } from 'react-router';
import { searchUrl } from '../../lib/links.ts';

type Kind = 'equipment' | 'contractor' | 'staffing';

/** Spec §2 search hero: type selector, location and name inputs, redirect rules, empty-search error. */
export function SearchHero() {
  const navigate = useNavigate();
  const [kind, setKind] = useState<Kind>('equipment');
  const [location, setLocation] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!location.trim() && !name.trim()) {
      setError('Please enter search details.');
      return;
    }
    navigate(searchUrl(kind, name, location));
  };
  return (
    <section aria-labelledby="search-title" className="mx-auto -mt-8 max-w-5xl px-4">
      <form onSubmit={submit} className="relative z-10 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200 sm:p-6" noValidate>
        <h2 id="search-title" className="sr-only">
          Search
        </h2>
        <div className="grid gap-3 sm:grid-cols-[10rem_1fr_1fr_auto]">
          <label className="sr-only" htmlFor="search-kind">
            Search for
          </label>
          <select id="search-kind" value={kind} onChange={(e) => setKind(e.target.value as Kind)} className="min-h-12 rounded-lg border border-slate-300 px-3">
            <option value="equipment">Equipment</option>
            <option value="contractor">Contractor</option>
            <option value="staffing">Staffing</option>
          </select>
          <label className="sr-only" htmlFor="search-location">
            Location
          </label>
          <input
            id="search-location"
            placeholder="Location"
            value={location}
            onChange={(e) => {
              setLocation(e.target.value);
              setError('');
            }}
            className="min-h-12 rounded-lg border border-slate-300 px-3"
          />
          <label className="sr-only" htmlFor="search-name">
            {kind === 'contractor' ? 'Contractor Type' : 'Equipment Name'}
          </label>
          <input
            id="search-name"
            placeholder={kind === 'contractor' ? 'Contractor Type' : 'Equipment Name'}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError('');
            }}
            className="min-h-12 rounded-lg border border-slate-300 px-3"
          />
          <button type="submit" className="min-h-12 rounded-lg bg-amber-brand px-6 font-semibold text-navy hover:bg-amber-400">
            Search
          </button>
        </div>
        {error && (
          <p role="alert" className="mt-2 font-medium text-red-700">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}

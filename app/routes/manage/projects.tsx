import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../i18n/react.tsx';
import { ProjectSave, type Project } from '../../../contract/contractor.ts';
import { getOwnContractorProfile } from '../../../core/contractor/get-own-contractor-profile.ts';
import { listProjects } from '../../../core/contractor/list-projects.ts';
import { LOCATIONS } from '../../../data/locations.ts';
import { WORKING_SECTORS } from '../../../data/working-sectors.ts';
import { Combobox } from '../../components/combobox.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field, Input, inputClass, Select, Textarea } from '../../components/ui/field.tsx';
import { FailureMessage } from '../../components/ui/form-message.tsx';
import { api } from '../../lib/api-client.ts';
import { MANAGE } from '../../../lib/manage-urls.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import type { Route } from './+types/projects';

export const meta = () => [{ title: 'Manage Projects | Contractor | BuildMart' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  requireViewer(context, ['Contractor']);
  const [projects, profile] = await Promise.all([listProjects(context.ctx), getOwnContractorProfile(context.ctx)]);
  return { projects, hasProfile: profile.Id !== null, publicUrl: profile.Status === 'approved' ? profile.Url : null };
}

const LOCATION_NAMES = [...new Set(LOCATIONS.map((l) => l.label))];

/** Contractor "Manage Projects" (docs/product.md#contractor-workspace): the projects shown on the public contractor page (Title, Location, Sector, Description). */
export default function ProjectsScreen({ loaderData }: Route.ComponentProps) {
  const [projects, setProjects] = useState<Project[]>(loaderData.projects);
  const [editing, setEditing] = useState<Project | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);

  return (
    <div className="max-w-4xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Manage Projects</h1>
          <p className="text-sm text-slate-600">
            {projects.length === 1 ? '1 project' : `${projects.length} projects`} · shown on your public page, newest first
            {loaderData.publicUrl && (
              <>
                {' · '}
                <Link to={loaderData.publicUrl} className="font-semibold text-amber-deep underline">
                  View public page
                </Link>
              </>
            )}
          </p>
        </div>
        {loaderData.hasProfile && (
          <Button variant="action" onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-5" /> Add project
          </Button>
        )}
      </div>

      {!loaderData.hasProfile ? (
        <p className="mt-6 rounded-xl border border-slate-200 p-5 text-slate-700">
          Save your company profile first, then add the projects you have done.{' '}
          <Link to={MANAGE.contractorProfile} className="font-semibold text-amber-deep underline">
            Edit Profile
          </Link>
        </p>
      ) : projects.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="font-semibold">No projects yet.</p>
          <p className="mt-1 text-slate-600">Clients choose contractors by their work. Add a road, a building or a plant you have built.</p>
        </div>
      ) : (
        <ul className="mt-5 grid gap-3 md:grid-cols-2" aria-label="Your projects">
          {projects.map((p) => (
            <li key={p.Id} className="flex flex-col rounded-xl border border-slate-200 p-4" data-testid="project">
              <h2 className="break-words text-lg font-semibold text-ink">{p.Title}</h2>
              <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
                {p.Location && (
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden className="size-4" /> {p.Location}
                  </span>
                )}
                {p.Sector && <span className="rounded-full bg-surface px-2 py-0.5">{p.Sector}</span>}
              </p>
              {p.Description && <p className="mt-2 line-clamp-3 whitespace-pre-line break-words text-sm text-slate-800">{p.Description}</p>}
              <div className="mt-auto flex gap-2 pt-3">
                <Button variant="secondary" onClick={() => setEditing(p)} aria-label={`Edit ${p.Title}`}>
                  <Pencil aria-hidden className="size-4" /> Edit
                </Button>
                <Button variant="dangerSecondary" onClick={() => setDeleting(p)} aria-label={`Delete ${p.Title}`}>
                  <Trash2 aria-hidden className="size-4" /> Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing && (
        <ProjectDialog
          project={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setProjects((ps) => (ps.some((p) => p.Id === saved.Id) ? ps.map((p) => (p.Id === saved.Id ? saved : p)) : [saved, ...ps]));
            setEditing(null);
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          project={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setProjects((ps) => ps.filter((p) => p.Id !== deleting.Id));
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}

function ProjectDialog({ project, onClose, onSaved }: { project: Project | null; onClose: () => void; onSaved: (p: Project) => void }) {
  const [initial] = useState(() => ({ Title: project?.Title ?? '', Location: project?.Location ?? '', Sector: project?.Sector ?? '', Description: project?.Description ?? '' }));
  const [form, setForm] = useState(initial);
  // Changed and not saved: closing (Back, X, Escape) asks first (docs/decisions/046-the-back-button.md).
  const dirty = (Object.keys(form) as (keyof typeof form)[]).some((k) => form[k] !== initial[k]);
  const save = useSubmit(api.contractor.contractorProjectSave, {
    fallback: 'Failed to save the project.',
    toast: { success: (r) => r.message },
    onSuccess: (r) => onSaved(r.data),
  });
  const errors = save.errors;
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [k]: value }));
  };
  const q = form.Location.trim().toLowerCase();
  const locationMatches = q ? LOCATION_NAMES.filter((l) => l.toLowerCase().startsWith(q) && l !== form.Location).slice(0, 6) : [];

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { ...(project ? { Id: project.Id } : {}), ...form };
    if (save.validate(ProjectSave, body)) void save.submit(body);
  }

  return (
    <Dialog open onClose={onClose} title={project ? 'Edit project' : 'Add project'} dirty={dirty && !save.pending}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field id="pj-Title" label="Title *" error={errors.Title}>
          <Input maxLength={150} value={form.Title} onChange={set('Title')} placeholder="e.g. NH-48 service road, 12 km" />
        </Field>
        <Field id="pj-Location" label="Location" error={errors.Location}>
          <div className="mt-1">
            <Combobox
              id="pj-Location"
              value={form.Location}
              onValueChange={(v) => setForm((f) => ({ ...f, Location: v }))}
              options={locationMatches}
              optionKey={(o) => o}
              renderOption={(o) => <span>{o}</span>}
              onPick={(o) => setForm((f) => ({ ...f, Location: o }))}
              listLabel="Locations"
              placeholder="A city, or the site (e.g. Chakan MIDC)"
              aria-describedby={errors.Location ? 'pj-Location-err' : undefined}
              className={inputClass.replace('mt-1 ', '')}
            />
          </div>
        </Field>
        <Field id="pj-Sector" label="Sector" error={errors.Sector}>
          <Select value={form.Sector} onChange={set('Sector')}>
            <option value="">Choose a sector</option>
            {WORKING_SECTORS.map((s) => (
              <optgroup key={s.slug} label={s.name}>
                <option value={s.name}>{s.name} (general)</option>
                {s.subcategories.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Field>
        <Field id="pj-Description" label="Description" error={errors.Description}>
          <Textarea maxLength={2000} value={form.Description} onChange={set('Description')} placeholder="Scope, client, value, year" />
        </Field>
        <FailureMessage failure={save.failure} />
        <Button type="submit" pending={save.pending} pendingText="Saving...">
          {project ? 'Save changes' : 'Add project'}
        </Button>
      </form>
    </Dialog>
  );
}

function DeleteDialog({ project, onClose, onDeleted }: { project: Project; onClose: () => void; onDeleted: () => void }) {
  const remove = useSubmit(api.contractor.contractorProjectDelete, {
    fallback: 'Failed to delete!',
    toast: { success: 'Project deleted.', error: true },
    onSuccess: onDeleted,
  });
  return (
    <Dialog open onClose={onClose} title="Delete this project?" subtitle={project.Title}>
      <p className="text-slate-700">It disappears from your public page. This cannot be undone.</p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button variant="danger" pending={remove.pending} pendingText="Deleting..." onClick={() => void remove.submit({ Id: project.Id })}>
          Delete project
        </Button>
      </div>
    </Dialog>
  );
}

import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { manageApi } from '../../lib/api-routes-manage.ts';
import { MANAGE } from '../../../lib/manage-urls.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import type { Route } from './+types/projects';
import { i18nFor } from '../../i18n/i18n.ts';

export const meta = () => [{ title: i18nFor('en')._(msg`Manage Projects | Contractor | BuildMart`) }, { name: 'robots', content: 'noindex' }];

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
  const { t } = useLingui();

  return (
    <div className="max-w-4xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">
            <Trans>Manage Projects</Trans>
          </h1>
          <p className="text-sm text-slate-600">
            {t`${plural(projects.length, { one: '# project', other: '# projects' })}`} · {t`shown on your public page, newest first`}
            {loaderData.publicUrl && (
              <>
                {' · '}
                <Link to={loaderData.publicUrl} className="font-semibold text-amber-deep underline">
                  <Trans>View public page</Trans>
                </Link>
              </>
            )}
          </p>
        </div>
        {loaderData.hasProfile && (
          <Button variant="action" onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-5" /> <Trans>Add project</Trans>
          </Button>
        )}
      </div>

      {!loaderData.hasProfile ? (
        <p className="mt-6 rounded-xl border border-slate-200 p-5 text-slate-700">
          <Trans>Save your company profile first, then add the projects you have done.</Trans>{' '}
          <Link to={MANAGE.contractorProfile} className="font-semibold text-amber-deep underline">
            <Trans>Edit Profile</Trans>
          </Link>
        </p>
      ) : projects.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="font-semibold">
            <Trans>No projects yet.</Trans>
          </p>
          <p className="mt-1 text-slate-600">
            <Trans>Clients choose contractors by their work. Add a road, a building or a plant you have built.</Trans>
          </p>
        </div>
      ) : (
        <ul className="mt-5 grid gap-3 md:grid-cols-2" aria-label={t`Your projects`}>
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
                <Button variant="secondary" onClick={() => setEditing(p)} aria-label={t`Edit ${p.Title}`}>
                  <Pencil aria-hidden className="size-4" /> <Trans>Edit</Trans>
                </Button>
                <Button variant="dangerSecondary" onClick={() => setDeleting(p)} aria-label={t`Delete ${p.Title}`}>
                  <Trash2 aria-hidden className="size-4" /> <Trans>Delete</Trans>
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
  const { t } = useLingui();
  const save = useSubmit(manageApi.contractor.contractorProjectSave, {
    fallback: t`Failed to save the project.`,
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
    <Dialog open onClose={onClose} title={project ? t`Edit project` : t`Add project`} dirty={dirty && !save.pending}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field id="pj-Title" label={t`Title *`} error={errors.Title}>
          <Input maxLength={150} value={form.Title} onChange={set('Title')} placeholder={t`e.g. NH-48 service road, 12 km`} />
        </Field>
        <Field id="pj-Location" label={t`Location`} error={errors.Location}>
          <div className="mt-1">
            <Combobox
              id="pj-Location"
              value={form.Location}
              onValueChange={(v) => setForm((f) => ({ ...f, Location: v }))}
              options={locationMatches}
              optionKey={(o) => o}
              renderOption={(o) => <span>{o}</span>}
              onPick={(o) => setForm((f) => ({ ...f, Location: o }))}
              listLabel={t`Locations`}
              placeholder={t`A city, or the site (e.g. Chakan MIDC)`}
              aria-describedby={errors.Location ? 'pj-Location-err' : undefined}
              className={inputClass.replace('mt-1 ', '')}
            />
          </div>
        </Field>
        <Field id="pj-Sector" label={t`Sector`} error={errors.Sector}>
          <Select value={form.Sector} onChange={set('Sector')}>
            <option value="">{t`Choose a sector`}</option>
            {WORKING_SECTORS.map((s) => (
              <optgroup key={s.slug} label={s.name}>
                <option value={s.name}>{t`${s.name} (general)`}</option>
                {s.subcategories.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Field>
        <Field id="pj-Description" label={t`Description`} error={errors.Description}>
          <Textarea maxLength={2000} value={form.Description} onChange={set('Description')} placeholder={t`Scope, client, value, year`} />
        </Field>
        <FailureMessage failure={save.failure} />
        <Button type="submit" pending={save.pending} pendingText={t`Saving...`}>
          {project ? t`Save changes` : t`Add project`}
        </Button>
      </form>
    </Dialog>
  );
}

function DeleteDialog({ project, onClose, onDeleted }: { project: Project; onClose: () => void; onDeleted: () => void }) {
  const { t } = useLingui();
  const remove = useSubmit(manageApi.contractor.contractorProjectDelete, {
    fallback: t`Failed to delete!`,
    toast: { success: t`Project deleted.`, error: true },
    onSuccess: onDeleted,
  });
  return (
    <Dialog open onClose={onClose} title={t`Delete this project?`} subtitle={project.Title}>
      <p className="text-slate-700">
        <Trans>It disappears from your public page. This cannot be undone.</Trans>
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Keep it</Trans>
        </Button>
        <Button variant="danger" pending={remove.pending} pendingText={t`Deleting...`} onClick={() => void remove.submit({ Id: project.Id })}>
          <Trans>Delete project</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

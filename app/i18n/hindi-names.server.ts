import type { EntryContext } from 'react-router';
import { BUILD_NOTES } from '../../lib/build-notes.ts';
import type { HindiNamesChunks } from '../../scripts/vite-hindi-names.ts';
import { buildNote } from '../lib/build-note.server.ts';

/**
 * The scripts a Hindi page asks for beside React Router's: the contractor types' and working sectors' Hindi
 * names when one of its route modules awaits them before it runs (app/i18n/hindi-names.ts). Asked for with
 * the others, they arrive with them; found by the module's own `import()`, they would cost the page one more
 * round trip before it hydrates (400 ms on a slow phone connection). The browser build notes the files
 * (scripts/vite-hindi-names.ts, `hindi-names-chunks.json` beside build/client).
 */
// Missing (the dev server): nothing is added.
const builtChunks = buildNote<HindiNamesChunks | null>(BUILD_NOTES.hindiNamesChunks, null);

/** The files to preload on this Hindi page beyond React Router's (URL paths); none on most pages. */
export function hindiNamePreloads(context: EntryContext): string[] {
  const built = builtChunks();
  if (!built) return [];
  const modules = context.staticHandlerContext.matches.map((m) => context.manifest.routes[m.route.id]?.module);
  return modules.some((m) => m !== undefined && built.awaitedBy.includes(m)) ? [built.contractorNames] : [];
}

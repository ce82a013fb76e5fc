import type { EntryContext } from 'react-router';
import { BUILD_NOTES } from '../../lib/build-notes.ts';
import { buildNote } from '../lib/build-note.server.ts';
import { i18nFor } from './i18n.ts';
import { PAGE_MESSAGES_ID } from './page-messages.ts';

/**
 * The Hindi texts a Hindi page needs to hydrate, written into the page (docs/decisions/048-hindi-site.md).
 * The browser build notes which message ids each of its chunks uses (scripts/vite-lingui-macro.ts,
 * `message-ids.json` beside build/client); a page's first load is the entry's chunks and its matched
 * routes' chunks (React Router's manifest), so its texts are the Hindi of those ids. They travel as a
 * `<script type="application/json">` (data, not code: no nonce needed), which app/routes/lang-hi.tsx
 * reads before React hydrates; the whole Hindi catalogue follows after, for the next pages.
 */
// Missing (the dev server): no page carries texts and the Hindi layout loads the whole catalogue before it renders.
const chunkIds = buildNote<Readonly<Record<string, readonly string[]>>>(BUILD_NOTES.messageIds, {});

const byRoutes = new Map<string, string>();

/** The `<script>` element with the Hindi texts of this page's chunks, or '' when there is nothing to send. */
export function hindiPageMessages(context: EntryContext): string {
  const { manifest } = context;
  const routeIds = context.staticHandlerContext.matches.map((m) => m.route.id);
  const key = routeIds.join(' ');
  let script = byRoutes.get(key);
  if (script === undefined) {
    const files = [manifest.entry.module, ...manifest.entry.imports, ...routeIds.flatMap((id) => [manifest.routes[id]?.module ?? '', ...(manifest.routes[id]?.imports ?? [])])];
    const all = i18nFor('hi').messages;
    const messages: Record<string, unknown> = {};
    for (const file of files) for (const id of chunkIds()[file.replace(/^\//, '')] ?? []) if (all[id] !== undefined) messages[id] = all[id];
    // '<' escaped: the text cannot close the element.
    script = Object.keys(messages).length ? `<script type="application/json" id="${PAGE_MESSAGES_ID}">${JSON.stringify(messages).replace(/</g, '\\u003c')}</script>` : '';
    byRoutes.set(key, script);
  }
  return script;
}

import { z } from 'zod';
import { LIST_KINDS, type ListKind } from '../lib/list-query.ts';
import { idField } from './common.ts';
import { tooLong } from './fields.ts';
import type { RouteContract } from './route-contract.ts';
import { hasForbiddenChars, TEXT_NOT_ALLOWED } from './text-hygiene.ts';

/**
 * Saved searches (docs/decisions/059-saved-searches.md): a signed-in user keeps a list search (the list
 * address's query, stored in normal form) under a readable name; a daily mail lists its new matches;
 * a signed link in that mail turns the mail off without logging in.
 */

export const SAVED_SEARCH_NAME_MAX = 120;
/** A list address's query as the page has it; longer than any real one (20 places of 100 characters). */
export const SAVED_SEARCH_QUERY_MAX = 4000;

export const SAVED_SEARCH_MESSAGES = {
  kind: 'Please say which list this search is for: equipment or contractors.',
  query: 'This search is too long to save.',
  nameRequired: 'Please give the search a name.',
  name: tooLong('Name', SAVED_SEARCH_NAME_MAX),
  alerts: 'Please say whether to mail new matches: true or false.',
  token: 'This unsubscribe link is not valid. Please use the link in your latest email, or change your emails in your account.',
} as const;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

const kindField = z.preprocess((v) => str(v).toLowerCase(), z.enum(LIST_KINDS, { error: SAVED_SEARCH_MESSAGES.kind }));

/** A name: trimmed, 1–120 characters, no control characters. */
const nameField = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.name)
  .refine((s) => !hasForbiddenChars(s), TEXT_NOT_ALLOWED);

/** POST /api/saved-searches: the list and its query (`?` optional); the name defaults to a plain one. */
export const SaveSearchRequest = z.object({
  kind: kindField,
  query: z.string({ error: SAVED_SEARCH_MESSAGES.query }).max(SAVED_SEARCH_QUERY_MAX, SAVED_SEARCH_MESSAGES.query).optional().default(''),
  name: z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), nameField.optional()),
});
export type SaveSearchRequest = z.infer<typeof SaveSearchRequest>;

export const SavedSearchIdRequest = z.object({ id: idField });

export const UpdateSavedSearchRequest = z.object({
  id: idField,
  name: nameField.optional(),
  alerts: z.boolean({ error: SAVED_SEARCH_MESSAGES.alerts }).optional(),
});
export type UpdateSavedSearchRequest = z.infer<typeof UpdateSavedSearchRequest>;

/** The unsubscribe link's id and token (from the mail: no session needed). */
export const UnsubscribeRequest = z.object({
  id: idField,
  token: z.string({ error: SAVED_SEARCH_MESSAGES.token }).trim().min(1, SAVED_SEARCH_MESSAGES.token).max(200, SAVED_SEARCH_MESSAGES.token),
});

export const SavedSearch = z.object({
  id: z.number().int(),
  kind: z.enum(LIST_KINDS),
  /** The normal query ('' = the whole list) and the list page it opens (without the language prefix). */
  query: z.string(),
  path: z.string(),
  name: z.string(),
  alerts: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch> & { kind: ListKind };

export const SavedSearchSaved = z.object({ success: z.literal(true), message: z.string(), created: z.boolean(), data: SavedSearch });
export const SavedSearchChanged = z.object({ success: z.literal(true), message: z.string(), data: SavedSearch });
export const SavedSearchList = z.object({ success: z.literal(true), data: z.array(SavedSearch), max: z.number().int() });
export const SavedSearchDone = z.object({ success: z.literal(true), message: z.string() });

export const savedSearchRoutes = {
  save: {
    method: 'POST',
    path: '/api/saved-searches',
    summary:
      'Save a list search (kind equipment or contractor; query = the list address’s query, kept in normal form without the page; optional name). Saving the same search again answers created false. At most 20 per account (400), and a save limit per hour (429)',
    tag: 'saved-searches',
    auth: true,
    request: SaveSearchRequest,
    response: SavedSearchSaved,
  },
  list: {
    method: 'GET',
    path: '/api/saved-searches',
    summary: 'The signed-in user’s saved searches, newest first',
    tag: 'saved-searches',
    auth: true,
    response: SavedSearchList,
  },
  update: {
    method: 'POST',
    path: '/api/saved-searches/update',
    summary: 'Rename a saved search and/or turn its daily mail on or off (404 for another user’s)',
    tag: 'saved-searches',
    auth: true,
    request: UpdateSavedSearchRequest,
    response: SavedSearchChanged,
  },
  remove: {
    method: 'POST',
    path: '/api/saved-searches/delete',
    summary: 'Delete a saved search (404 for another user’s)',
    tag: 'saved-searches',
    auth: true,
    request: SavedSearchIdRequest,
    response: SavedSearchDone,
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/saved-searches/unsubscribe',
    summary:
      'One-click unsubscribe from a saved search’s daily mail with the signed link’s id and token (no session; also the target of the mail’s List-Unsubscribe-Post). 400 for a forged or mangled token',
    tag: 'saved-searches',
    request: UnsubscribeRequest,
    response: SavedSearchDone,
  },
} as const satisfies Record<string, RouteContract>;

/** Paths of the Admin Desk (docs/product.md#admin-desk), built in one place (house rule 11). */
export const ADMIN = {
  home: '/admin',
  moderation: '/admin/moderation',
  providers: '/admin/providers',
  reviews: '/admin/reviews',
  users: '/admin/users',
  messages: '/admin/messages',
  stats: '/admin/stats',
  audit: '/admin/audit',
  jobs: '/admin/jobs',
} as const;

/** A screen's query (filters, search, page) from its URL; a bad value falls back to the defaults instead of an error page. */
export function readQuery<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false }; parse: (v: unknown) => T }, request: Request): T {
  const r = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return r.success ? r.data : schema.parse({});
}

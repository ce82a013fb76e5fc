/** Paths of the Admin Desk (issue 5), built in one place (house rule 11). */
export const ADMIN = {
  home: '/admin',
  moderation: '/admin/moderation',
  providers: '/admin/providers',
  reviews: '/admin/reviews',
  users: '/admin/users',
  messages: '/admin/messages',
  stats: '/admin/stats',
  audit: '/admin/audit',
} as const;

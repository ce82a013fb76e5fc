import { formatter } from '@lingui/format-po';
import type { LinguiConfig } from '@lingui/conf';

/**
 * The interface's message catalogues (docs/decisions/048-hindi-site.md). English is the source language;
 * translators edit app/locales/hi/*.po. Three catalogues, so a page downloads only what it can show:
 * `site` (every public, account and client screen, and the components they share), `manage` (the provider
 * workspaces) and `admin` (the Admin Desk). The last two stay English for now, but go through the same
 * mechanism. `npm run i18n:extract` refreshes them from the source.
 */
const MANAGE = ['<rootDir>/app/routes/manage', '<rootDir>/app/components/manage'];
const ADMIN = ['<rootDir>/app/routes/admin', '<rootDir>/app/components/admin'];
// `exclude` takes globs: a bare folder would not match the files inside it.
const everythingIn = (dirs: string[]) => dirs.map((d) => `${d}/**`);

const config: LinguiConfig = {
  locales: ['en', 'hi'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: '<rootDir>/app/locales/{locale}/site', include: ['<rootDir>/app'], exclude: [...everythingIn(MANAGE), ...everythingIn(ADMIN), '**/*.test.ts'] },
    { path: '<rootDir>/app/locales/{locale}/manage', include: MANAGE, exclude: ['**/*.test.ts'] },
    { path: '<rootDir>/app/locales/{locale}/admin', include: ADMIN, exclude: ['**/*.test.ts'] },
  ],
  orderBy: 'messageId',
};

export default config;

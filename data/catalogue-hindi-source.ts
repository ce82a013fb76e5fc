/**
 * Where data/catalogue-hindi.ts reads the Hindi names from. On the server and in tests: the names
 * themselves. In the browser build this module is replaced by app/i18n/hindi-names.ts, a registry that
 * the Hindi pages fill, so English pages never download the names (scripts/vite-hindi-names.ts,
 * docs/decisions/048-hindi-site.md).
 */
import * as contractorNames from './catalogue-hindi-contractor-names.ts';
import * as names from './catalogue-hindi-names.ts';

export type HindiNameTables = typeof names & typeof contractorNames;

const ALL: HindiNameTables = { ...names, ...contractorNames };

export const hindiNames = (): HindiNameTables => ALL;

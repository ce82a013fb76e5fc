import tailwindcss from '@tailwindcss/vite';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';
import { zodJitless } from './scripts/vite-zod-jitless.ts';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacro } from './scripts/vite-lingui-macro.ts';
import { hindiNamesInTheBrowser } from './scripts/vite-hindi-names.ts';
import { PREACT_ALIASES, REACT_PACKAGES } from './scripts/preact-aliases.ts';

// Preact (serving React's API, docs/decisions/063-preact.md), React Router and Lingui: what every page needs whole.
const FRAMEWORK = /[\\/]node_modules[\\/](preact|react-router|@react-router[\\/]dev|@lingui[\\/](core|react))[\\/]/;

// The small browser helpers every page loads go into one chunk: five tiny chunks cost more bytes
// (and requests) than one (the page meta helpers too: every page has meta), and every public page's first-load JavaScript has a budget (scripts/first-load-js.ts).
const SHARED =
  /\/app\/(lib\/(links|auth|toast|login-prompt|guest-gate|seo|format|back-closes|page-errors|hydrate-later)|i18n\/[\w-]+|components\/icons)\.tsx?$|\/lib\/(urls|phone)\.ts$/;
// The small modules the listing pages (lists, detail pages, staffing) share, in one chunk: apart they
// were ~15 files of 0.2–2 KiB each, and on a slow link over HTTP/1.1 (six connections, ~1 KB of
// headers each) every six files cost another round trip (docs/decisions/038-front-end-budgets.md).
// Not for modules the home page loads (search form, combobox, root's helpers): it must stay without them.
const LISTING_KIT = new RegExp(
  [
    String.raw`/app/lib/(format|role-menus|use-submit|pending-action|condition-text)\.ts$`,
    String.raw`/app/components/(save-button|listing-image|listing-link|contact-notice)\.tsx$`,
    String.raw`/app/components/ui/field\.tsx$`,
    String.raw`/lib/(image-variants|text)\.ts$`,
    String.raw`/contract/contact-access\.ts$`,
    // The catalogues and list helpers nearly every listing page reads, ~0.4–1.5 KiB each: apart they were
    // twelve more files on a list page.
    // The equipment and workforce catalogues with their Hindi names; the contractor catalogues are apart (CATALOGUES).
    String.raw`/data/(equipment-catalogue|catalogue-hindi-equipment|workforce|catalogue-hindi-workforce)\.ts$`,
    String.raw`/app/lib/(list-params|list-seo)\.ts$`,
    String.raw`/lib/list-urls\.ts$`,
    String.raw`/app/components/(pagination|card-place|post-requirement-link)\.tsx$`,
    String.raw`/lucide-react/dist/esm/(createLucideIcon|Icon|context|shared/src/[\w/]+)\.mjs$`,
    String.raw`/lucide-react/dist/esm/icons/(badge-check|map-pin|star|pencil|mail|message-circle|phone|clock|heart|check|file-text)\.mjs$`,
  ].join('|'),
);

// The contractor catalogues, the states and `catalogueLabel` (data/catalogue-hindi.ts): the contractor, requirement and
// detail pages read them; the equipment and staffing lists do not (and stay within their first-load budget).
const CATALOGUES = /\/data\/(catalogue-hindi|contractor-types|working-sectors|regions)\.ts$/;

// What the three lists (equipment, contractors, staffing) share beyond the listing kit: the page frame and
// its controls, near me, the empty state, filter chips and 'Save this search'.
const LIST_KIT = new RegExp(
  [
    String.raw`/app/components/(list-page|list-controls|location-chips|near-filter|near-me-button|no-results|save-search-button|filter-chips)\.tsx$`,
    String.raw`/app/lib/(near-me|use-hydrated|filter-chips)\.ts$`,
    String.raw`/lucide-react/dist/esm/icons/locate-fixed\.mjs$`,
  ].join('|'),
);

export default defineConfig({
  // React's API is Preact's, in the browser and on the server (docs/decisions/063-preact.md).
  resolve: { alias: PREACT_ALIASES },
  ssr: { noExternal: REACT_PACKAGES },
  plugins: [linguiMacro(), hindiNamesInTheBrowser(), lingui(), tailwindcss(), reactRouter(), zodJitless(), precompress()],
  // NO_MINIFY=1 keeps readable stack traces when debugging a browser error.
  build: {
    target: 'es2022',
    // SOURCEMAP=1 writes source maps, to see what a chunk is made of.
    sourcemap: !!process.env.SOURCEMAP,
    ...(process.env.NO_MINIFY ? { minify: false } : {}),
    rollupOptions: {
      output: {
        // A group takes its modules' dependencies along unless a higher-priority group has them, so
        // the framework comes first: Preact, React Router and Lingui in one file every page needs.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 4 },
            { name: 'shared', test: (id: string) => SHARED.test(id) || id.includes('vite/preload-helper'), priority: 3 },
            { name: 'listing-kit', test: LISTING_KIT, priority: 2 },
            { name: 'catalogues', test: CATALOGUES, priority: 2 },
            // The cards, the compare toggle, its tray store and the tray's host: one small file for the pages
            // with cards (staffing and the home page have none; the bar itself is lazy, docs/decisions/054-compare.md).
            // Each card apart: a list shows one kind (and the pages within a first-load budget, scripts/first-load-js.ts).
            { name: 'cards', test: /\/app\/(lib\/compare-tray|components\/(compare-toggle|compare-tray-host))\.tsx?$/, priority: 2 },
            { name: 'equipment-card', test: /\/app\/components\/equipment-card\.tsx$/, priority: 2 },
            { name: 'contractor-card', test: /\/app\/components\/contractor-card\.tsx$/, priority: 2 },
            // The search box and its suggestions: the home page and the lists.
            { name: 'search-kit', test: /\/app\/components\/(combobox|search\/search-form)\.tsx$/, priority: 2 },
            // What the three lists (equipment, contractors, staffing) share beyond the listing kit.
            { name: 'list-kit', test: LIST_KIT, priority: 2 },
            // The detail pages' parts, tabs, rate card and structured data (the compare pages use the parts) and the
            // visit tracker.
            {
              name: 'detail-kit',
              test: /\/app\/(components\/(tabs|detail\/(detail-parts|rate-card))|lib\/(use-track-visit|detail-ld|detail-load-toasts))\.tsx?$/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});

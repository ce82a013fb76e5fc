/**
 * Writes app/lib/api-routes.ts and api-routes-manage.ts (the provider and admin areas): the method and path of every contract entry, by area, for the
 * browser's typed client (app/lib/api-client.ts). The browser gets two strings per call instead of
 * the Zod schemas (the list and detail pages stay light); `npm run typecheck` fails when the file
 * and contract/ disagree, and app/lib/api-routes.test.ts when it is not what this script writes.
 *   node --import tsx scripts/gen-api-routes.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiRouteTables, renderApiRoutes } from '../app/lib/api-routes-source.ts';

for (const [file, text] of Object.entries(renderApiRoutes(apiRouteTables))) {
  const target = fileURLToPath(new URL(`../app/lib/${file}`, import.meta.url));
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}

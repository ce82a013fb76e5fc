import { Suspense } from 'react';
import { lazyPart } from '../i18n/lazy-part.ts';
import type { CompareKind } from '../../lib/compare.ts';
import { useTray } from '../lib/compare-tray.ts';

const CompareBar = lazyPart(() => import('./compare-bar.tsx'));

/**
 * Where a page shows its compare tray (docs/decisions/054-compare.md): nothing until the tray has something,
 * then the bar, loaded on demand so it costs no page its first-load JavaScript (docs/decisions/038).
 * `overContactBar`: the detail pages' phone contact bar is fixed to the bottom too; the tray sits above it.
 */
export function CompareTrayHost({ kind, overContactBar = false }: { kind: CompareKind; overContactBar?: boolean }) {
  const items = useTray(kind);
  return items.length ? (
    <Suspense fallback={null}>
      <CompareBar kind={kind} items={items} overContactBar={overContactBar} />
    </Suspense>
  ) : null;
}

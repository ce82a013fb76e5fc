import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's own client entry, with a mark of the moment hydration starts (`hydration-start`, which the
 * browser tests read). It runs only once the page has painted: the page asks for its scripts after its first
 * frame (app/lib/paint-first.server.ts, docs/decisions/061-paint-before-scripts.md), so hydration, one long
 * task, can no longer hold the first paint back (it had waited for a frame itself: docs/decisions/038, 10).
 */
performance.mark('hydration-start');
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

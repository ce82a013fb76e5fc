import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's own client entry, except that hydration waits for the browser to paint the server's HTML
 * first (docs/decisions/038-front-end-budgets.md, 10). The page's scripts often arrive before the parser has
 * finished the document; hydrating then is one long task that holds the first paint back, on a slow phone by
 * hundreds of milliseconds, for a page that is already complete and usable as HTML.
 */
function hydrate() {
  performance.mark('hydration-start');
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

let started = false;
const hydrateOnce = () => {
  if (started) return;
  started = true;
  hydrate();
};

if (document.visibilityState === 'hidden') {
  // A tab opened in the background paints nothing until it is shown: nothing to wait for.
  hydrateOnce();
} else {
  // A frame, then a task: the frame's paint comes between the two.
  requestAnimationFrame(() => setTimeout(hydrateOnce, 0));
  // Should no frame come (the tab hidden meanwhile), hydration does not wait for one.
  document.addEventListener('visibilitychange', hydrateOnce, { once: true });
}

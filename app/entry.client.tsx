import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { options } from 'preact';
import { hydrateInParts, inTaskOfItsOwn } from './lib/hydrate-later.tsx';

/**
 * React Router's own client entry on Preact (docs/decisions/063-preact.md), with a mark of the moment hydration starts
 * (`hydration-start`, which the browser tests read). It runs only once the page has painted: the page asks for its
 * scripts after its first frame (app/lib/paint-first.server.ts, docs/decisions/061-paint-before-scripts.md).
 */

// Effects run right after the render that scheduled them, in a task of their own (as React's passive effects do),
// rather than after the next animation frame: frames stop in a hidden tab, and a page whose clock a test holds.
options.requestAnimationFrame = inTaskOfItsOwn;

/**
 * HydratedRouter suspends on its first render until the loader data inlined in the page is decoded. Preact does not
 * resume a hydration suspended at its root (it renders afresh beside the server's HTML), so the decoding is awaited
 * first: called outside a render, the component runs that first step, which creates the router before any hook, and
 * throws the decoding's promise until it is done; past it, the first hook throws, which ends the wait.
 */
async function routerReady() {
  for (;;) {
    try {
      (HydratedRouter as unknown as (p: object) => unknown)({});
      return;
    } catch (e) {
      if (e && typeof (e as Promise<unknown>).then === 'function') await (e as Promise<unknown>).catch(() => {});
      else return;
    }
  }
}

/** A task of its own for what follows: the module's evaluation, the router's start and the root's hydration each get one. */
const nextTask = () => new Promise<void>((resolve) => inTaskOfItsOwn(resolve));

// Then the page's parts, each in a task of its own (app/lib/hydrate-later.tsx, decision 063).
performance.mark('hydration-start');
void nextTask()
  .then(routerReady)
  .then(nextTask)
  .then(() =>
    startTransition(() =>
      hydrateInParts(() => {
        hydrateRoot(
          document,
          <StrictMode>
            <HydratedRouter />
          </StrictMode>,
        );
      }),
    ),
  );

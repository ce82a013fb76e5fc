import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { options } from 'preact';

// Effects run right after the render that scheduled them, in a task of their own (as React's passive effects do),
// rather than after the next animation frame: frames stop in a hidden tab, and a page whose clock a test holds.
options.requestAnimationFrame = (flush: () => void) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => flush();
  channel.port2.postMessage(null);
};

/**
 * SPIKE: HydratedRouter suspends on its first render until the loader data inlined in the page is decoded.
 * Preact does not resume hydration after a suspension at the root, so the decoding is awaited before
 * hydrating: calling the component outside a render runs that first step (it creates the router before any hook).
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

performance.mark('hydration-start');
void routerReady().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);

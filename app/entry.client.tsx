import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { config as zodConfig } from 'zod/v4/core';

// React Router's default browser entry (@react-router/dev/dist/config/defaults/entry.client.tsx), plus:
// the site's CSP allows no eval, so Zod must not compile its parsers with `new Function` — and must
// not even probe for it, since the refused probe is reported as a CSP violation (docs/decisions/018).
zodConfig({ jitless: true });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

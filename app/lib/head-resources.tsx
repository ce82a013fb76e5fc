import { createContext, useContext } from 'react';

/** A picture the browser should fetch before it parses the body: the page's largest paint. */
export type ImagePreload = { href: string; imageSrcSet?: string; imageSizes?: string };

/**
 * What the page's components ask the server to put at the end of `<head>` (app/entry.server.tsx): the main picture's
 * preload, so it starts before the body is parsed. Rendered on the server only; in the browser the list is absent
 * and nothing happens (the picture of a page reached by navigation is fetched with its element).
 */
export const HeadResources = /* @__PURE__ */ createContext<ImagePreload[] | null>(null);

/** Asks for `preload` in the page's `<head>`. Only the server writes it: the browser build has an empty function. */
export const usePreloadImage: (preload: ImagePreload | null) => void = import.meta.env.SSR
  ? (preload) => {
      const list = useContext(HeadResources);
      if (list && preload && !list.some((p) => p.href === preload.href)) list.push(preload);
    }
  : () => {};

/**
 * Paint first, then fetch the page's scripts (docs/decisions/061-paint-before-scripts.md).
 *
 * React Router writes the page's JavaScript as `<link rel="modulepreload">` links, which React hoists into
 * `<head>`, and one inline module script near the end of `<body>` that imports the route modules and the
 * client entry. The browser then fetches 8–14 files at high priority while it still waits for the
 * stylesheet, the Devanagari face and the first card's photo, and on a slow connection the page paints
 * later for it. The page is complete and usable as HTML before its JavaScript runs (decision 037), so the
 * scripts can wait for the first paint:
 *
 * - the modulepreload links leave `<head>`;
 * - React Router's module script stays in the document, with those links, inside a `<template>` at the end
 *   of `<body>` (inert: nothing in it is fetched or run);
 * - in its place a small classic script, with the same nonce, puts the template's content into the page
 *   once the document is parsed and a frame has been painted (at once in a hidden tab, which paints
 *   nothing). The copies are not parser-inserted: the nonce they carry (or, on a cached page, the hash of
 *   the module script, which stays in the HTML) and 'strict-dynamic' let them load.
 *
 * The element React hydrates in the module script's place is still a `<script>`; the template comes after
 * everything React rendered, like the page's Hindi texts (app/i18n/page-messages.server.ts).
 */

/** The id of the template that holds the page's scripts until the first paint. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/;

/**
 * Runs in the page: after DOMContentLoaded, a frame and a task, the template's links and module script join
 * the body. A tab loading in the background starts at once; one hidden meanwhile starts when it changes.
 *
 * Until the page has hydrated (root.tsx sets `html[data-hydrated]`), a tap on a button that only a script
 * can answer (`type="button"`: show contact details, send enquiry, save…) is kept instead of lost: the
 * button is marked `aria-busy` (app.css dims it) and clicked again once React handles clicks. The last such
 * tap wins; links and form buttons work without a script and are left alone.
 */
const LOADER = [
  '(function(){var d=document,h=d.documentElement,done=0,held=null;',
  `function go(){if(done)return;var t=d.getElementById("${PAGE_SCRIPTS_ID}");if(!t)return;done=1;d.body.appendChild(d.importNode(t.content,true))}`,
  'function after(){if(d.visibilityState==="hidden")go();else{requestAnimationFrame(function(){setTimeout(go,0)});d.addEventListener("visibilitychange",go,{once:true})}}',
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",after,{once:true});else after();',
  'function tap(e){var b=e.target&&e.target.closest?e.target.closest("button"):null;if(!b||b.type!=="button"||b.disabled||h.hasAttribute("data-hydrated"))return;',
  'e.preventDefault();e.stopImmediatePropagation();if(held)held.removeAttribute("aria-busy");held=b;b.setAttribute("aria-busy","true")}',
  'd.addEventListener("click",tap,true);',
  'new MutationObserver(function(m,o){if(!h.hasAttribute("data-hydrated"))return;o.disconnect();d.removeEventListener("click",tap,true);var b=held;held=null;',
  'if(b){b.removeAttribute("aria-busy");if(b.isConnected&&!b.disabled)b.click()}}).observe(h,{attributes:true,attributeFilter:["data-hydrated"]})',
  '})()',
].join('');

/**
 * The page's HTML with its scripts held back until the first paint, and `tail` (the Hindi page texts,
 * app/i18n/page-messages.server.ts) added at the end of its body. `preloads` are script files (URL paths)
 * to preload with React Router's: files a route module imports itself before it runs
 * (app/i18n/hindi-names.server.ts). A document without React Router's module
 * script (none of ours) only gets the tail.
 */
export function paintFirst(html: string, { nonce, tail = '', preloads: more = [] }: { nonce?: string; tail?: string; preloads?: readonly string[] }): string {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) return html;
  const script = MODULE_SCRIPT.exec(html);
  if (!script || bodyEnd < script.index) return `${html.slice(0, bodyEnd)}${tail}${html.slice(bodyEnd)}`;
  const preloads: string[] = [];
  const before = html.slice(0, script.index).replace(MODULE_PRELOAD, (link) => {
    preloads.push(link);
    return '';
  });
  for (const href of more) if (!preloads.some((link) => link.includes(`href="${href}"`))) preloads.push(`<link rel="modulepreload" href="${href}"/>`);
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ''}>${LOADER}</script>`;
  const template = `<template id="${PAGE_SCRIPTS_ID}">${preloads.join('')}${script[0]}</template>`;
  const between = html.slice(script.index + script[0].length, bodyEnd);
  return `${before}${loader}${between}${tail}${template}${html.slice(bodyEnd)}`;
}

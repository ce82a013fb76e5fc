import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';

/**
 * Back closes what is open over the page — a dialog, the phone filter panel, the phone menu — instead of leaving
 * the page (docs/decisions/046-the-back-button.md).
 *
 * Opening a layer pushes a copy of the current history entry (same URL, same router key) marked with the layer's
 * token. Back then lands on the entry underneath: this module closes the layer and swallows that `popstate`
 * before React Router hears of it (a capture listener on `window` runs before the router's), so the page does not
 * reload its data and stays where it is. Closing by X, Escape or the overlay steps back over the layer's own entry
 * (also swallowed), so the history never fills with stale entries.
 */

const MARK = 'backCloses';

type Layer = { token: string; baseKey: unknown; close: () => void };

/** Open layers, lowest first. */
const stack: Layer[] = [];
/** `popstate` events this module caused itself (its own `history.back()`), not the visitor. */
let ownPops = 0;
let listening = false;

const markOf = (state: unknown): string | undefined => {
  const m = (state as Record<string, unknown> | null)?.[MARK];
  return typeof m === 'string' ? m : undefined;
};
const keyOf = (state: unknown): unknown => (state as Record<string, unknown> | null)?.key;

function stepBack() {
  ownPops++;
  history.back();
}

function onPopState(e: PopStateEvent) {
  if (ownPops > 0) {
    ownPops--;
    e.stopImmediatePropagation();
    return;
  }
  const mark = markOf(e.state);
  const below = mark ? stack.findIndex((l) => l.token === mark) : -1;
  const closing = stack.splice(below + 1);
  if (closing.length > 0) {
    // Still this page (a lower layer's entry, or the page's own): the router need not hear of it. A jump further back
    // (a long press on Back) goes on to the router, which leaves the page.
    if (below >= 0 || keyOf(e.state) === closing[0]?.baseKey) e.stopImmediatePropagation();
    for (const l of closing.reverse()) l.close();
    return;
  }
  // An entry whose layer is gone (left by a reload, or by a link followed from an open dialog): the router shows the
  // page as usual, and the visitor is taken one more step back, to the page's own entry, so one Back is one page.
  // (An open layer's own entry, reached back from a filter changed while the panel was open, is simply that page.)
  if (mark && below < 0) stepBack();
}

function listen() {
  if (listening) return;
  listening = true;
  // Capture: on `window` itself capture listeners run before React Router's (bubbling) one.
  window.addEventListener('popstate', onPopState, { capture: true });
}

function openLayer(close: () => void): Layer {
  listen();
  const layer: Layer = { token: Math.random().toString(36).slice(2), baseKey: keyOf(history.state), close };
  history.pushState({ ...(history.state as object | null), [MARK]: layer.token }, '');
  stack.push(layer);
  return layer;
}

/** Closed by the page (X, Escape, overlay, sent): step back over the layer's entry if it is still the current one. */
function closeLayer(layer: Layer, navigating: boolean) {
  const at = stack.indexOf(layer);
  if (at < 0) return; // Back closed it: its entry is already gone
  stack.splice(at, 1);
  // While the router is about to push the next page, stepping back would race it: the entry stays and is stepped
  // over when Back reaches it (onPopState).
  if (!navigating && markOf(history.state) === layer.token) stepBack();
}

/** At start: a reload with a layer open leaves its entry as the current one; step back to the page's own. */
export function stepOverStaleLayer() {
  listen();
  if (markOf(history.state)) stepBack();
}

/** While `open`, Back calls `close` and stays on the page (see above). */
export function useBackCloses(open: boolean, close: () => void) {
  const onClose = useRef(close);
  onClose.current = close;
  const navigation = useNavigation();
  const navigating = useRef(false);
  navigating.current = navigation.state !== 'idle';
  useEffect(() => {
    if (!open) return;
    const layer = openLayer(() => onClose.current());
    return () => closeLayer(layer, navigating.current);
  }, [open]);
}

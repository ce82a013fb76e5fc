import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';

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

/** `close` answers false when it did not close (a dialog asking first about what was typed): the layer stays. */
type Layer = { token: string; baseKey: unknown; close: () => unknown };

/** Open layers, lowest first. */
const stack: Layer[] = [];
/** `popstate` events this module caused itself (its own `history.back()`), not the visitor. */
let ownPops = 0;
/** Tokens of the entries this module is stepping back from (a closed layer's own entry). */
const leaving = new Set<string>();
let listening = false;

const markOf = (state: unknown): string | undefined => {
  const m = (state as Record<string, unknown> | null)?.[MARK];
  return typeof m === 'string' ? m : undefined;
};
const keyOf = (state: unknown): unknown => (state as Record<string, unknown> | null)?.key;

function stepBack(from?: string) {
  ownPops++;
  if (from) leaving.add(from);
  history.back();
}

function onPopState(e: PopStateEvent) {
  if (ownPops > 0) {
    ownPops--;
    e.stopImmediatePropagation();
    const landed = markOf(e.state);
    if (landed && leaving.delete(landed)) {
      // A link followed as the dialog closed (search, a menu entry) pushed its page before our step back ran, so the
      // step went from that page onto the closed layer's entry: forward again to the page the router is showing.
      // The layer's entry stays below it and is stepped over when Back reaches it.
      ownPops++;
      history.forward();
    } else if (ownPops === 0) leaving.clear();
    return;
  }
  leaving.clear();
  const mark = markOf(e.state);
  const below = mark ? stack.findIndex((l) => l.token === mark) : -1;
  const closing = stack.splice(below + 1);
  if (closing.length > 0) {
    // Still this page (a lower layer's entry, or the page's own): the router need not hear of it. A jump further back
    // (a long press on Back) goes on to the router, which leaves the page.
    if (below >= 0 || keyOf(e.state) === closing[0]?.baseKey) e.stopImmediatePropagation();
    const top = closing[closing.length - 1];
    if (top && closing.length === 1 && top.close() === false) {
      // Kept open (it asks first): its entry comes back, so the next Back is again the dialog's.
      history.pushState({ ...(history.state as object | null), [MARK]: top.token }, '');
      stack.push(top);
      return;
    }
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

function openLayer(close: Layer['close']): Layer {
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
  if (!navigating && markOf(history.state) === layer.token) stepBack(layer.token);
}

/** At start: a reload with a layer open leaves its entry as the current one; step back to the page's own. */
export function stepOverStaleLayer() {
  listen();
  if (markOf(history.state)) stepBack();
}

/** While `open`, Back calls `close` and stays on the page (see above); `close` returning false keeps the layer open. */
export function useBackCloses(open: boolean, close: () => unknown) {
  const onClose = useRef(close);
  onClose.current = close;
  // The router's own state, read when the layer closes: a navigation started in the same click (a search sent from
  // its dialog) reaches `useNavigation()` only in a later, transition render, too late to hold the step back.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (!open) return;
    const layer = openLayer(() => onClose.current());
    return () => closeLayer(layer, (router?.state.navigation.state ?? 'idle') !== 'idle');
  }, [open, router]);
}

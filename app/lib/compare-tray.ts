import { useSyncExternalStore } from 'react';
import { COMPARE_MAX, type CompareKind } from '../../lib/compare.ts';

/**
 * The compare tray (docs/decisions/054-compare.md): up to COMPARE_MAX machines and, apart, up to COMPARE_MAX
 * contractors, kept in this browser's localStorage — no account needed, it survives reloads and other tabs see
 * it (the `storage` event). What a tray item needs to be drawn (name, picture, link) is kept with its id, so the
 * bar needs no server call. Small on purpose: every card imports it; the bar itself loads lazily.
 */
export type TrayItem = { id: number; name: string; img: string | null; url: string };

const key = (kind: CompareKind) => `compare:${kind}`;
/** The last `near=` a list was asked with, for the comparison's distances. */
export const NEAR_KEY = 'compare:near';
const NONE: TrayItem[] = [];
const cache: Record<string, { raw: string | null; items: TrayItem[] }> = {};
const listeners = new Set<() => void>();

const isItem = (x: unknown): x is TrayItem =>
  !!x && typeof x === 'object' && Number.isInteger((x as TrayItem).id) && typeof (x as TrayItem).name === 'string' && typeof (x as TrayItem).url === 'string';

/** The tray as stored; the same array while nothing changed (useSyncExternalStore compares by identity). */
export function trayItems(kind: CompareKind): TrayItem[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key(kind));
  } catch {
    return NONE;
  }
  const hit = cache[kind];
  if (hit && hit.raw === raw) return hit.items;
  let items = NONE;
  try {
    const v: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(v)) items = v.filter(isItem).slice(0, COMPARE_MAX);
  } catch {
    // A damaged value is an empty tray.
  }
  cache[kind] = { raw, items };
  return items;
}

function write(kind: CompareKind, items: TrayItem[]) {
  try {
    localStorage.setItem(key(kind), JSON.stringify(items));
  } catch {
    // Storage full or refused (private mode): the tray stays as it was.
  }
  for (const l of listeners) l();
}

/** Adds or removes one; a fifth is refused ('full') and the tray is left as it was. */
export function toggleTray(kind: CompareKind, item: TrayItem): 'added' | 'removed' | 'full' {
  const items = trayItems(kind);
  if (items.some((i) => i.id === item.id)) {
    write(
      kind,
      items.filter((i) => i.id !== item.id),
    );
    return 'removed';
  }
  if (items.length >= COMPARE_MAX) return 'full';
  write(kind, [...items, item]);
  return 'added';
}

export const removeFromTray = (kind: CompareKind, id: number) =>
  write(
    kind,
    trayItems(kind).filter((i) => i.id !== id),
  );
export const clearTray = (kind: CompareKind) => write(kind, []);

function subscribe(fn: () => void) {
  listeners.add(fn);
  window.addEventListener('storage', fn);
  return () => {
    listeners.delete(fn);
    window.removeEventListener('storage', fn);
  };
}

/** The tray, live. The server (and hydration) sees it empty: it lives in the browser only. */
export const useTray = (kind: CompareKind) =>
  useSyncExternalStore(
    subscribe,
    () => trayItems(kind),
    () => NONE,
  );

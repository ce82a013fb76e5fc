import { useEffect, useState } from 'react';
import { api, callApi } from './api-client.ts';

export type UnreadReplies = { Vendor: number; Contractor: number; Total: number };

/** Fired when the client opens a thread, so every badge on the page asks again. */
const UNREAD_CHANGED = 'buildmart:unread-replies';
let generation = 0;
export const announceUnreadChanged = () => {
  generation++;
  window.dispatchEvent(new Event(UNREAD_CHANGED));
};

// The header's two menus (bar and phone) and the client area ask at once: one request answers them all.
let asked: { key: string; answer: Promise<UnreadReplies> } | undefined;
function askOnce(key: string) {
  const k = `${key}#${generation}`;
  if (asked?.key !== k) asked = { key: k, answer: callApi(api.client.unreadReplies).then((r) => r.data) };
  return asked.answer;
}

/**
 * How many of the signed-in client's enquiries have a provider reply they have not opened
 * (GET /api/client/unread): asked on mount, on each page the client opens (`key`), and when a thread is
 * opened. `initial` is the server's figure when the page has it (the client area), so the badge is there at once.
 */
export function useUnreadReplies(enabled: boolean, key: string, initial?: UnreadReplies): UnreadReplies | null {
  const [unread, setUnread] = useState<UnreadReplies | null>(initial ?? null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const ask = () =>
      void askOnce(key)
        .then((r) => live && setUnread(r))
        .catch(() => {});
    ask();
    window.addEventListener(UNREAD_CHANGED, ask);
    return () => {
      live = false;
      window.removeEventListener(UNREAD_CHANGED, ask);
    };
  }, [enabled, key]);
  return enabled ? unread : null;
}

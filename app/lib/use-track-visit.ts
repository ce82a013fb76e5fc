import { useEffect } from 'react';
import { api, callApi } from './api-client.ts';

/** The visit log (docs/product.md#calls, `api.public.visitorTrack`); the session id is created once and kept (docs/product.md#accounts-and-sessions). Not shown: failures are ignored. */
export function useTrackVisit(visitedType: 'equipment' | 'contractor', visitedId: number) {
  useEffect(() => {
    let sid = localStorage.getItem('visit_session');
    if (!sid) localStorage.setItem('visit_session', (sid = crypto.randomUUID()));
    // callApi reads the tiny answer: an unread `no-store` body (any signed-in answer) keeps the request open in Chromium.
    void callApi(api.public.visitorTrack, { sessionId: sid, visitedType, visitedId }).catch(() => {});
  }, [visitedType, visitedId]);
}

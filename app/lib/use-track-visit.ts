import { useEffect } from 'react';

/** The visit log (docs/product.md#calls: POST /api/visitor/track); the session id is created once and kept. */
export function useTrackVisit(visitedType: 'equipment' | 'contractor', visitedId: number) {
  useEffect(() => {
    let sid = localStorage.getItem('visit_session');
    if (!sid) localStorage.setItem('visit_session', (sid = crypto.randomUUID()));
    void fetch('/api/visitor/track', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: sid, visitedType, visitedId }),
    })
      // Read the tiny answer: an unread `no-store` body (any signed-in answer) keeps the request open in Chromium.
      .then((res) => res.arrayBuffer())
      .catch(() => {});
  }, [visitedType, visitedId]);
}

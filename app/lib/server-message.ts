import { LinguiContext } from '@lingui/react';
import { useContext, useEffect, useState } from 'react';

/**
 * What the server says, in the page's language, in the browser (docs/decisions/051). The forms run the
 * contract's schemas before sending, so their field errors are the server's English sentences; on a Hindi
 * page they are shown through the same Hindi table the server uses. The table is imported on demand, on
 * Hindi pages only: English pages never download it (docs/decisions/027, 038).
 */
type Translate = (message: string) => string;
let loading: Promise<Translate> | undefined;
let loaded: Translate | undefined;
const loadHindi = () =>
  (loading ??= import('../../lib/server-message-hi.ts').then((m) => {
    loaded = m.toHindi;
    return m.toHindi;
  }));

/** One server message in the page's language: English as it is; Hindi through the table (a sentence it lacks stays as it is). */
export async function inPageLanguage(message: string, lang: 'en' | 'hi'): Promise<string> {
  if (lang !== 'hi' || !message) return message;
  return (await loadHindi())(message);
}

/**
 * A message to show (a field error, a form's failure) in the page's language. On a Hindi page the first
 * message loads the table and shows in Hindi as soon as it is there; later ones are translated at once.
 * Works outside the language provider too (English).
 */
export function usePageMessage<M extends string | undefined>(message: M): M {
  const hindi = useContext(LinguiContext)?.i18n.locale === 'hi';
  const [, setReady] = useState(false);
  useEffect(() => {
    if (!hindi || !message || loaded) return;
    let live = true;
    void loadHindi().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [hindi, message]);
  return (hindi && message && loaded ? loaded(message) : message) as M;
}

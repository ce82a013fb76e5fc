import { HINDI_LABELS, HINDI_MESSAGES, HINDI_PATTERNS } from '../data/server-messages-hi.ts';

/**
 * The server's English sentence in Hindi (docs/decisions/051), or the sentence unchanged when the
 * table has none (a library's default, a value we never wrote): English is never altered.
 * - exact sentences first (`HINDI_MESSAGES`);
 * - then sentences with values (`HINDI_PATTERNS`): each value is kept, a field label or a state word
 *   among them is read through `HINDI_LABELS`, and a sentence among them ('Please enter your name
 *   (at least 2 characters).') is translated itself;
 * - an API field's 'Field: message' keeps the field's name and translates the message.
 */

type Compiled = { re: RegExp; names: string[]; hindi: string };

const escapeRe = (s: string) => s.replace(/[.*+?^$()|\\]/g, '\\$&');

/** '{n} [minute|minutes] and…' → /^(.+?) (?:minute|minutes) and…$/ with names ['n']. */
export function compilePattern(english: string): { re: RegExp; names: string[] } {
  const names: string[] = [];
  let re = '';
  for (const part of english.split(/(\{\w+\}|\[[^\]]+\])/)) {
    if (/^\{\w+\}$/.test(part)) {
      names.push(part.slice(1, -1));
      re += '(.+?)';
    } else if (/^\[[^\]]+\]$/.test(part)) re += `(?:${part.slice(1, -1).split('|').map(escapeRe).join('|')})`;
    else re += escapeRe(part).replace(/[{}[\]]/g, '\\$&');
  }
  return { re: new RegExp(`^${re}$`, 's'), names };
}

let compiled: Compiled[] | undefined;
const patterns = () => (compiled ??= HINDI_PATTERNS.map(([en, hi]) => ({ ...compilePattern(en), hindi: hi })));

function valueInHindi(v: string, depth: number): string {
  const label = HINDI_LABELS[v];
  if (label) return label;
  if (depth < 2 && /[a-z]\s+[a-z]/i.test(v)) {
    const sentence = translate(`${v}.`, depth + 1);
    if (sentence !== `${v}.`) return sentence.replace(/।$/, '');
  }
  return v;
}

function translate(message: string, depth: number): string {
  const exact = HINDI_MESSAGES[message];
  if (exact) return exact;
  // An API field's 'Field: message' (server/plugins/error-handler.ts): the field's name stays.
  const field = /^([A-Za-z][\w.]*): (.+)$/s.exec(message);
  if (field) {
    const rest = translate(field[2]!, depth);
    if (rest !== field[2]) return `${field[1]}: ${rest}`;
  }
  for (const p of patterns()) {
    const m = p.re.exec(message);
    if (!m) continue;
    const values = Object.fromEntries(p.names.map((n, i) => [n, valueInHindi(m[i + 1]!, depth)]));
    return p.hindi.replace(/\{(\w+)\}/g, (_, n: string) => values[n] ?? `{${n}}`);
  }
  return message;
}

/** The Hindi of one English message the server wrote; the message itself when there is none. */
export const toHindi = (message: string): string => translate(message, 0);

/** A message in the page's or request's language: English untouched, Hindi through the table. */
export const inLanguage = (message: string, lang: 'en' | 'hi'): string => (lang === 'hi' ? toHindi(message) : message);

import { Fragment } from 'react';
import type { Rich } from '../content/types.ts';
import { Link } from '../i18n/react.tsx';

const TOKEN = /(\*\*[^*]+\*\*|\[[^\]]+\]\(\/[^)]*\)|\{email\})/;

/**
 * A company-page text with its light markup (app/content/types.ts): `**bold**`, `[words](/path)` as a
 * link in the page's language, `{email}` as the given mail link. Everything else is plain text.
 */
export function RichText({ text, email }: { text: Rich; email?: React.ReactNode }) {
  return (
    <>
      {text.split(TOKEN).map((part, i) => {
        const key = `${i}-${part}`;
        if (part === '{email}') return <Fragment key={key}>{email}</Fragment>;
        if (part.startsWith('**') && part.endsWith('**')) return <strong key={key}>{part.slice(2, -2)}</strong>;
        const link = /^\[([^\]]+)\]\((\/[^)]*)\)$/.exec(part);
        if (link)
          return (
            <Link key={key} to={link[2]!}>
              {link[1]}
            </Link>
          );
        return part;
      })}
    </>
  );
}

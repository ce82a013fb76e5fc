import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';
import type { Reply } from '../../contract/client.ts';
import { useFormat } from '../i18n/react.tsx';

export type ConversationProps = {
  /** The enquiry itself, the first message. */
  first: { Message: string; CreatedAt: string };
  replies: Reply[];
  /** Who is reading: the client (their own messages on the right) or the provider. */
  side: 'client' | 'provider';
  /** Name shown on the client's messages when the provider reads; label of the provider's replies when the client reads. */
  otherName: (r?: Reply) => string;
  className?: string;
};

/**
 * An enquiry thread as chat bubbles — the reader's own messages on the right — scrolled to the newest
 * message when one arrives. Shared by the client's enquiry modals (which cap it at 300 px, docs/product.md#client-account-area)
 * and the provider inbox.
 */
export function Conversation({ first, replies, side, otherName, className = '' }: ConversationProps) {
  const box = useRef<HTMLOListElement>(null);
  const newest = replies.at(-1)?.Id;
  // Before paint, so the box never shows its top first; when the thread loads and on every new reply.
  useLayoutEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest, replies.length]);
  const { t } = useLingui();
  const you = t`You`;
  const fromClient = (r: Reply) => r.Sender === 'Client';
  return (
    <ol ref={box} aria-label={t`Conversation`} data-testid="conversation" className={`space-y-3 overflow-y-auto rounded-xl bg-surface p-3 ${className}`}>
      <Bubble who={side === 'client' ? you : otherName()} message={first.Message} at={first.CreatedAt} mine={side === 'client'} />
      {replies.map((r) => {
        const mine = side === 'client' ? fromClient(r) : !fromClient(r);
        return <Bubble key={r.Id} who={mine ? you : otherName(r)} message={r.Message} at={r.CreatedAt} mine={mine} />;
      })}
    </ol>
  );
}

function Bubble({ who, message, at, mine }: { who: string; message: string; at: string; mine: boolean }) {
  const f = useFormat();
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-testid="message">
      <div className={`max-w-[85%] rounded-xl px-3 py-2 text-sm shadow-sm ${mine ? 'bg-amber-100' : 'bg-white'}`}>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-ink" data-testid="sender" {...(mine ? {} : { 'data-typed': '' })}>
            {who}
          </span>
          <time dateTime={at} className="text-xs text-slate-600">
            {f.dateTime(at)}
          </time>
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-slate-800" data-typed>
          {message}
        </p>
      </div>
    </li>
  );
}

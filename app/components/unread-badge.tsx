import { Plural } from '@lingui/react/macro';

/** The red count of enquiries with a provider reply the client has not opened (nothing at 0). */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span data-testid="unread-badge" className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold leading-5 text-white">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">
        <Plural value={count} one="# enquiry with a new reply" other="# enquiries with new replies" />
      </span>
    </span>
  );
}

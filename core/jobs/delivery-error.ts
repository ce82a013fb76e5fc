/**
 * A failed delivery in our words, for the job's `last_error` (shown in the Admin Desk's failed jobs):
 * what went wrong and the mail server's reply code, never its whole reply, the SMTP_URL (which may
 * carry a password) or anything of the message.
 */
export function deliveryError(err: unknown): string {
  const e = (err ?? {}) as { code?: string; responseCode?: number; message?: string; name?: string };
  const reply = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  if (e.code === 'EAUTH') return `The mail server did not accept our sign-in${reply ? ` (${reply})` : ''}: check the user and password in SMTP_URL.`;
  if (reply && reply >= 500) return `The mail server refused the message (${reply}).`;
  if (reply && reply >= 400) return `The mail server asked us to try again later (${reply}).`;
  if (e.code === 'ETIMEDOUT' || /timeout|timed out|greeting never received/i.test(e.message ?? '')) return 'The mail server did not answer in time.';
  if (e.code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(e.message ?? '')) return 'The mail server’s name could not be found.';
  if (e.code === 'ECONNECTION' || e.code === 'ESOCKET' || /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|socket|connection/i.test(e.message ?? ''))
    return 'Could not reach the mail server (connection refused or dropped).';
  if (e.name === 'AbortError' || e.code === 'ABORTED') return 'The app stopped before the mail server answered; another attempt follows.';
  return 'The mail could not be sent for an unexpected reason (the server log has the details).';
}

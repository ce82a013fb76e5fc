import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The account forms check what was typed with the contract's own schemas before sending (docs/decisions/027);
 * those schemas word their messages in English, the language of the API. On a Hindi page the form shows
 * them in Hindi through this table (docs/decisions/048-hindi-site.md); a message not in it is shown as it
 * is. What the server answers comes in the page's language already.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  'Please enter a valid email address.': msg`Please enter a valid email address.`,
  'Please enter your password.': msg`Please enter your password.`,
  'Invalid email or password.': msg`Invalid email or password.`,
  'Please enter your name.': msg`Please enter your name.`,
  'Name is required.': msg`Name is required.`,
  'Please enter a password.': msg`Please enter a password.`,
  'Password must be at least 8 characters.': msg`Password must be at least 8 characters.`,
  'Password is too long (200 characters at most).': msg`Password is too long (200 characters at most).`,
  'Please enter a valid 10-digit Indian mobile number.': msg`Please enter a valid 10-digit Indian mobile number.`,
  'Please choose what you want to list.': msg`Please choose what you want to list.`,
  'Please enter your company or full name.': msg`Please enter your company or full name.`,
  'Please confirm your password.': msg`Please confirm your password.`,
  'Passwords do not match.': msg`Passwords do not match.`,
  'Please choose a state.': msg`Please choose a state.`,
  'Please choose a city.': msg`Please choose a city.`,
  'Please choose a city from the list.': msg`Please choose a city from the list.`,
  'GSTIN must be 15 characters.': msg`GSTIN must be 15 characters.`,
  'Please enter the 6-digit code.': msg`Please enter the 6-digit code.`,
  'The code has 6 digits.': msg`The code has 6 digits.`,
  'This password reset link is not valid. Open the link from the mail again.': msg`This password reset link is not valid. Open the link from the mail again.`,
};

/** `text` in the language of `i18n` when it is one of the account forms' own messages. */
export const localMessage = (i18n: I18n, text: string): string => {
  const d = MESSAGES[text];
  return d ? i18n._(d) : text;
};

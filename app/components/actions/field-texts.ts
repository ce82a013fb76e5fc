import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * The contract's field messages the enquiry and review dialogs show before sending (the same English
 * words as contract/client.ts and contract/fields.ts), so a Hindi page shows them in Hindi. A message
 * not listed here shows as it came.
 */
const FIELD_TEXTS: Record<string, MessageDescriptor> = {
  'Name is required.': msg`Name is required.`,
  'Name is too long (100 characters at most).': msg`Name is too long (100 characters at most).`,
  'Email is required.': msg`Email is required.`,
  'Please enter a valid email address.': msg`Please enter a valid email address.`,
  'Please enter a valid 10-digit Indian mobile number.': msg`Please enter a valid 10-digit Indian mobile number.`,
  'Subject is required.': msg`Subject is required.`,
  'Subject is too long (200 characters at most).': msg`Subject is too long (200 characters at most).`,
  'Message is required.': msg`Message is required.`,
  'Message is too long (5000 characters at most).': msg`Message is too long (5000 characters at most).`,
  'Please write your review.': msg`Please write your review.`,
  // contract/hire-details.ts
  'Please choose the start date.': msg`Please choose the start date.`,
  'Please enter a valid start date.': msg`Please enter a valid start date.`,
  'Please enter the duration.': msg`Please enter the duration.`,
  'Duration must be a whole number: at most 365 days, 52 weeks or 24 months.': msg`Duration must be a whole number: at most 365 days, 52 weeks or 24 months.`,
  'Please choose days, weeks or months.': msg`Please choose days, weeks or months.`,
  'Please enter the site city or PIN code.': msg`Please enter the site city or PIN code.`,
  'Site is too long (100 characters at most).': msg`Site is too long (100 characters at most).`,
  'Please say whether you need an operator.': msg`Please say whether you need an operator.`,
  'Review is too long (2000 characters at most).': msg`Review is too long (2000 characters at most).`,
};

/** A field error in the page's language. */
export const fieldText = (i18n: I18n, message: string | undefined) => {
  if (!message) return message;
  const d = FIELD_TEXTS[message];
  return d ? i18n._(d) : message;
};

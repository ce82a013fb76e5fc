import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The conditions a vendor picks from (contract/vendor.ts CONDITIONS), in the page's language; anything else as typed. */
const CONDITION_TEXTS: Record<string, MessageDescriptor> = {
  New: msg`New`,
  Excellent: msg`Excellent`,
  Good: msg`Good`,
  Average: msg`Average`,
  Refurbished: msg`Refurbished`,
};

/** Whether a condition is one of the listed ones (shown translated), not text a vendor typed. */
export const isListedCondition = (c: string) => Object.hasOwn(CONDITION_TEXTS, c);

export const conditionText = (i18n: I18n, c: string) => (isListedCondition(c) ? i18n._(CONDITION_TEXTS[c]!) : c);

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

export const conditionText = (i18n: I18n, c: string) => (CONDITION_TEXTS[c] ? i18n._(CONDITION_TEXTS[c]) : c);

import type { DateFilter } from '../contract/client.ts';

/** India Standard Time: UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** UTC instant of 00:00 IST on the first day of the IST month `monthsBack` months before `now`'s. */
function istMonthStart(now: Date, monthsBack: number): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const startIst = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - monthsBack, 1);
  return new Date(startIst - IST_OFFSET_MS);
}

/**
 * The period filters of the enquiries and wishlist tabs, in calendar months of India time:
 * thismonth = since the 1st of this month; lastmonth = the whole previous month;
 * last3months = since the 1st of the month two months back (this month and the two before).
 */
export function periodRange(filter: DateFilter, now: Date): { from: Date; to?: Date } {
  switch (filter) {
    case 'lastmonth':
      return { from: istMonthStart(now, 1), to: istMonthStart(now, 0) };
    case 'last3months':
      return { from: istMonthStart(now, 2) };
    default:
      return { from: istMonthStart(now, 0) };
  }
}

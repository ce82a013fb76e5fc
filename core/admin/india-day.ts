/** India Standard Time: UTC+5:30 all year. */
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** UTC instant of 00:00 IST of the India-time day `daysBack` days before `now`'s. */
export function istDayStart(now: Date, daysBack = 0): Date {
  const ist = now.getTime() + IST_OFFSET_MS;
  return new Date(Math.floor(ist / DAY_MS) * DAY_MS - daysBack * DAY_MS - IST_OFFSET_MS);
}

/** The India-time calendar date (YYYY-MM-DD) of an instant. */
export const istDate = (d: Date) => new Date(d.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * CSV as spreadsheets write it (RFC 4180): comma-separated, fields in double quotes may hold commas,
 * line breaks and doubled quotes (""), lines end in CRLF or LF, and Excel's "CSV UTF-8" starts
 * with a byte-order mark. Pure and browser-safe.
 */

/** The records of `text`, each a list of cells; a trailing line break adds no empty record. */
export function parseCsv(text: string): string[][] {
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push(record);
    record = [];
  };
  while (i < s.length) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"') {
        if (s[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else cell += c;
      i++;
      continue;
    }
    if (c === '"' && cell === '') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' || c === '\n') {
      endRecord();
      if (c === '\r' && s[i + 1] === '\n') i++;
    } else cell += c;
    i++;
  }
  if (cell !== '' || record.length || quoted) endRecord();
  return records;
}

/** One cell, quoted when it holds a comma, a quote or a line break. */
const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** Records as CSV text: CRLF line ends (what spreadsheets expect), a byte-order mark so Excel reads UTF-8 (₹, Hindi). */
export function writeCsv(records: readonly (readonly string[])[]): string {
  return `\uFEFF${records.map((r) => r.map(quote).join(',')).join('\r\n')}\r\n`;
}

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** One value in PostgreSQL COPY text format. */
export function copyValue(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  if (Array.isArray(v)) return copyValue('{' + v.map((x) => '"' + String(x).replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"').join(',') + '}');
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'boolean') return v ? 't' : 'f';
  return String(v).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

/** Streams rows into `table (columns)` with COPY FROM STDIN, with backpressure. */
export async function copyRows(client: pg.PoolClient, table: string, columns: string[], rows: Iterable<unknown[]>, onBatch?: (n: number) => void): Promise<void> {
  function* lines() {
    let buf = '';
    let n = 0;
    for (const row of rows) {
      buf += row.map(copyValue).join('\t') + '\n';
      if (++n % 2000 === 0) {
        yield buf;
        buf = '';
        onBatch?.(2000);
      }
    }
    if (buf) {
      yield buf;
      onBatch?.(n % 2000);
    }
  }
  const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(lines()), stream);
}

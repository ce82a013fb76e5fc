import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';

/**
 * How much CPU and how many bytes each compression setting costs on real page HTML, to choose the
 * levels of the page cache (docs/decisions/032-page-cache.md). Against a running app:
 *
 *   node --import tsx bench/page-compression.ts http://127.0.0.1:3000 / /equipments /contractors
 *
 * Each setting compresses each page `ROUNDS` times on the main thread (synchronous, as a request
 * would); the median milliseconds per page and the size are printed as a Markdown table.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 40);

type Setting = { name: string; run: (b: Buffer) => Buffer };
const br = (q: number): Setting => ({
  name: `br q${q}`,
  run: (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length } }),
});
const gz = (level: number): Setting => ({ name: `gzip ${level}`, run: (b) => zlib.gzipSync(b, { level }) });
const SETTINGS = [br(4), br(5), br(6), br(8), br(11), gz(6), gz(9)];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const [base, ...paths] = process.argv.slice(2);
  if (!base || !paths.length) throw new Error('usage: page-compression.ts BASE_URL PATH…');
  const pages = await Promise.all(
    paths.map(async (p) => {
      const res = await fetch(base + p, { headers: { 'accept-encoding': 'identity' } });
      return { path: p, html: Buffer.from(await res.arrayBuffer()) };
    }),
  );
  console.log(`| setting | ${pages.map((p) => `${p.path} (${(p.html.length / 1024).toFixed(0)} KB): ms / KB`).join(' | ')} |`);
  console.log(`|---|${pages.map(() => '--:').join('|')}|`);
  for (const s of SETTINGS) {
    const cells = pages.map(({ html }) => {
      for (let i = 0; i < 3; i++) s.run(html); // warm-up
      const times: number[] = [];
      let size = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const t = performance.now();
        size = s.run(html).length;
        times.push(performance.now() - t);
      }
      return `${median(times).toFixed(2)} / ${(size / 1024).toFixed(1)}`;
    });
    console.log(`| ${s.name} | ${cells.join(' | ')} |`);
  }
}

await main();

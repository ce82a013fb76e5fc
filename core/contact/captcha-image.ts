import sharp from 'sharp';

/**
 * Draws a captcha code as a PNG: each digit is a hand-drawn stroke (no font, no <text>), bent,
 * rotated, scaled and shifted at random, then crossed by noise curves of the same colours and
 * sprinkled with dots; the SVG is rasterised by sharp, so the picture carries pixels, not shapes
 * a script could match. `seed` fixes the randomness: the same token always gives the same picture
 * (asking again does not help average the noise away).
 */

/** Digit strokes in a 10 × 16 box (x right, y down): one or two polylines each, drawn smoothed. */
const GLYPHS: Record<string, [number, number][][]> = {
  '0': [
    [
      [5, 0],
      [8, 1.5],
      [9.5, 5],
      [9.5, 11],
      [8, 14.5],
      [5, 16],
      [2, 14.5],
      [0.5, 11],
      [0.5, 5],
      [2, 1.5],
      [5, 0],
    ],
  ],
  '1': [
    [
      [2.5, 3.5],
      [6, 0],
      [6, 16],
    ],
    [
      [3, 16],
      [9, 16],
    ],
  ],
  '2': [
    [
      [1, 4],
      [3, 0.8],
      [7, 0.6],
      [9, 3.5],
      [8, 7],
      [4.5, 11],
      [1, 16],
      [9.5, 16],
    ],
  ],
  '3': [
    [
      [1, 2],
      [4, 0],
      [8, 1],
      [9, 4],
      [7.5, 7],
      [4, 8],
    ],
    [
      [7.5, 8.5],
      [9.5, 11.5],
      [8, 15],
      [4.5, 16],
      [1, 14],
    ],
  ],
  '4': [
    [
      [7, 16],
      [7, 0],
      [0.5, 11],
      [10, 11],
    ],
  ],
  '5': [
    [
      [9, 0.3],
      [2, 0.3],
      [1.3, 7],
      [5, 6],
      [8.5, 7.5],
      [9.5, 11.5],
      [8, 15],
      [4.5, 16],
      [1, 14],
    ],
  ],
  '6': [
    [
      [8.5, 1.5],
      [5, 0],
      [1.5, 4],
      [0.8, 11],
      [3, 15.5],
      [6.5, 15.8],
      [9, 12.5],
      [8, 8.5],
      [4.5, 7.5],
      [1.2, 10],
    ],
  ],
  '7': [
    [
      [0.5, 0.5],
      [9.5, 0.5],
      [5.5, 8],
      [3.5, 16],
    ],
  ],
  '8': [
    [
      [5, 7.8],
      [2, 6],
      [2, 2],
      [5, 0],
      [8, 2],
      [8, 6],
      [5, 7.8],
      [1, 10.5],
      [1.5, 14.5],
      [5, 16],
      [8.5, 14.5],
      [9, 10.5],
      [5, 7.8],
    ],
  ],
  '9': [
    [
      [8.8, 5],
      [6, 8],
      [2.5, 7.5],
      [0.8, 4],
      [3, 0.5],
      [7, 0.3],
      [9.3, 4],
      [9, 10],
      [6, 15],
      [2, 15.5],
    ],
  ],
};

export const CAPTCHA_IMAGE = { width: 200, height: 70, scale: 2 } as const;

/** mulberry32 seeded from the first 4 bytes of `seed`. */
function prng(seed: Buffer) {
  let s = seed.readUInt32LE(0) || 0x9e3779b9;
  return () => {
    let t = (s = (s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => n.toFixed(1);

/** Digits whose corners must stay sharp to be read (a rounded 4 looks like a 9). */
const ANGULAR = new Set(['1', '4', '7']);

/** A smooth path through the points (quadratic curves through the midpoints), or straight segments. */
function smooth(points: [number, number][], angular = false): string {
  if (angular || points.length < 3) return `M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L')}`;
  let d = `M${f(points[0]![0])} ${f(points[0]![1])}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = points[i]!;
    const [nx, ny] = points[i + 1]!;
    const last = i === points.length - 2;
    d += ` Q${f(x)} ${f(y)} ${f(last ? nx : (x + nx) / 2)} ${f(last ? ny : (y + ny) / 2)}`;
  }
  return d;
}

export function captchaSvg(code: string, seed: Buffer): string {
  const rnd = prng(seed);
  const between = (a: number, b: number) => a + rnd() * (b - a);
  const { width: W, height: H } = CAPTCHA_IMAGE;
  const inks = ['#0a2540', '#1e3a8a', '#7c2d12', '#14532d', '#581c87'];
  const ink = () => inks[Math.floor(rnd() * inks.length)]!;
  const parts: string[] = [];

  // Background: a soft two-colour gradient, so a plain threshold does not isolate the ink.
  parts.push(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="${f(between(0, 1))}"><stop offset="0" stop-color="#fef3c7"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
  );
  // Noise curves behind the digits.
  for (let i = 0; i < 4; i++) {
    parts.push(
      `<path d="M${f(between(-10, 20))} ${f(between(5, H - 5))} C${f(between(30, 90))} ${f(between(-20, H + 20))} ${f(between(110, 170))} ${f(between(-20, H + 20))} ${f(between(180, W + 10))} ${f(between(5, H - 5))}" fill="none" stroke="${ink()}" stroke-opacity="0.55" stroke-width="${f(between(1.2, 2.4))}"/>`,
    );
  }
  // The digits.
  const step = (W - 30) / code.length;
  [...code].forEach((digit, i) => {
    const size = between(2.5, 3.2);
    const cx = 15 + step * (i + 0.5) + between(-5, 5);
    const cy = H / 2 + between(-6, 6);
    const angle = between(-22, 22);
    const skew = between(-14, 14);
    const stroke = GLYPHS[digit]!.map((line) =>
      smooth(
        line.map(([x, y]) => [x + between(-0.6, 0.6), y + between(-0.6, 0.6)] as [number, number]),
        ANGULAR.has(digit),
      ),
    ).join(' ');
    parts.push(
      `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)}) skewX(${f(skew)}) scale(${f(size)} ${f(size * between(0.85, 1.05))}) translate(-5 -8)">` +
        `<path d="${stroke}" fill="none" stroke="${ink()}" stroke-width="${f(between(0.9, 1.25))}" stroke-linecap="round" stroke-linejoin="round"/></g>`,
    );
  });
  // Noise over the digits: two thinner curves and a scatter of dots.
  for (let i = 0; i < 2; i++) {
    parts.push(
      `<path d="M${f(between(-10, 10))} ${f(between(10, H - 10))} Q${f(between(60, 140))} ${f(between(-30, H + 30))} ${f(between(190, W + 10))} ${f(between(10, H - 10))}" fill="none" stroke="${ink()}" stroke-opacity="0.7" stroke-width="${f(between(1, 1.8))}"/>`,
    );
  }
  for (let i = 0; i < 70; i++)
    parts.push(`<circle cx="${f(between(0, W))}" cy="${f(between(0, H))}" r="${f(between(0.5, 1.6))}" fill="${ink()}" fill-opacity="${f(between(0.3, 0.8))}"/>`);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

/** The picture, at twice its display size for sharp screens. */
export async function captchaPng(code: string, seed: Buffer): Promise<Buffer> {
  // Rendered at `scale` × 72 dpi: 400 × 140 pixels for a 200 × 70 box. Default compression: level 9 or a palette cost 10-30× the time.
  return sharp(Buffer.from(captchaSvg(code, seed)), { density: 72 * CAPTCHA_IMAGE.scale })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/**
 * Generates public/catalogue/<slug>.svg: one small, original, flat pictogram per equipment
 * catalogue item (data/equipment-catalogue.ts). Every picture is drawn here from a few shape
 * building blocks (tracks, wheels, cab, truck chassis, booms, lattice masts, tanks, silos,
 * boxes); nothing is downloaded.
 *
 * Re-run after changing the catalogue or the drawings:
 *   npx tsx scripts/generate-catalogue-svgs.ts
 * Output is deterministic. The run fails if a catalogue item has no drawing or a file grows
 * past 3 KB.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EQUIPMENT_CATALOGUE } from '../data/equipment-catalogue.ts';

// Site palette.
const AMBER = '#F59E0B';
const AMBER_LIGHT = '#FBBF24';
const NAVY = '#1E293B';
const BG = '#F1F5F9';
const GREY = '#94A3B8';
const GLASS = '#CBD5E1';
const GROUND = '#E2E8F0';

const GY = 250; // ground line

// ---------------------------------------------------------------- primitives
const n = (v: number) => String(Math.round(v));
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>`;
const poly = (pts: ReadonlyArray<readonly [number, number]>, fill: string) => `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"/>`;
const line = (pts: ReadonlyArray<readonly [number, number]>, stroke: string, width: number, dash?: string) =>
  `<polyline points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, rot = 0) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"${rot ? ` transform="rotate(${n(rot)} ${n(cx)} ${n(cy)})"` : ''} fill="${fill}"/>`;

// ---------------------------------------------------------------- building blocks
const ground = () => rect(0, GY, 400, 300 - GY, GROUND) + rect(0, GY, 400, 3, GREY);

/** Crawler track from x to x+w, resting on the ground. */
const tracks = (x: number, w: number, h = 34) => rect(x, GY - h, w, h, NAVY, h / 2) + [0.2, 0.4, 0.6, 0.8].map((f) => circle(x + w * f, GY - h / 2, h / 4, GREY)).join('');

/** Wheel with hub, resting on the ground. */
const wheel = (cx: number, r: number) => circle(cx, GY - r, r, NAVY) + circle(cx, GY - r, r * 0.42, GREY);

/** Operator cab: amber box with a glass window. */
const cab = (x: number, y: number, w: number, h: number, fill = AMBER) => rect(x, y, w, h, fill, 4) + rect(x + w * 0.15, y + h * 0.15, w * 0.7, h * 0.45, GLASS, 2);

/** Road truck facing right: chassis, cab at the front, wheels. Returns the chassis top y. */
const truck = (x0: number, x1: number, wheels: number[], r = 24) =>
  rect(x0, GY - r - 22, x1 - x0 - 50, 14, NAVY) + cab(x1 - 58, GY - r - 90, 58, 74) + rect(x1 - 58, GY - r - 22, 58, 10, NAVY) + wheels.map((cx) => wheel(cx, r)).join('');

/** Lattice member: amber bar with a navy zigzag. */
const lattice = (x1: number, y1: number, x2: number, y2: number, w = 14) => {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / len,
    uy = (y2 - y1) / len; // along
  const px = -uy * (w / 2 - 2),
    py = ux * (w / 2 - 2); // across
  const steps = Math.max(2, Math.round(len / 18));
  const zig: Array<[number, number]> = [];
  for (let i = 0; i <= steps; i++) {
    const s = i % 2 ? 1 : -1;
    zig.push([x1 + ((x2 - x1) * i) / steps + px * s, y1 + ((y2 - y1) * i) / steps + py * s]);
  }
  return (
    line(
      [
        [x1, y1],
        [x2, y2],
      ],
      AMBER,
      w,
    ) + line(zig, NAVY, 2)
  );
};

/** Vertical cylinder silo with cone bottom and legs. */
const silo = (x: number, top: number, w: number, h: number) =>
  line(
    [
      [x + 4, top + h],
      [x + 4, GY],
    ],
    NAVY,
    4,
  ) +
  line(
    [
      [x + w - 4, top + h],
      [x + w - 4, GY],
    ],
    NAVY,
    4,
  ) +
  rect(x, top, w, h, AMBER_LIGHT, w / 2 > 14 ? 8 : 4) +
  poly(
    [
      [x, top + h - 4],
      [x + w, top + h - 4],
      [x + w / 2 + 5, top + h + 28],
      [x + w / 2 - 5, top + h + 28],
    ],
    AMBER,
  ) +
  rect(x, top + 10, w, 5, NAVY);

/** Hook block hanging from a rope. */
const hook = (x: number, yTop: number, yHook: number) =>
  line(
    [
      [x, yTop],
      [x, yHook],
    ],
    NAVY,
    2,
  ) +
  rect(x - 7, yHook, 14, 12, NAVY, 2) +
  line(
    [
      [x, yHook + 12],
      [x, yHook + 20],
      [x - 6, yHook + 20],
    ],
    NAVY,
    3,
  );

/** Hopper (trapezoid, wide at the top). */
const hopper = (x: number, y: number, wTop: number, wBottom: number, h: number, fill = NAVY) =>
  poly(
    [
      [x, y],
      [x + wTop, y],
      [x + (wTop + wBottom) / 2, y + h],
      [x + (wTop - wBottom) / 2, y + h],
    ],
    fill,
  );

/** Louvre lines inside a box. */
const vents = (x: number, y: number, w: number, count: number, gap = 8) => Array.from({ length: count }, (_, i) => rect(x, y + i * gap, w, 3, NAVY)).join('');

const aggregatePile = (x: number, w: number, h: number) =>
  poly(
    [
      [x, GY],
      [x + w / 2, GY - h],
      [x + w, GY],
    ],
    GREY,
  );

// ---------------------------------------------------------------- drawings (machines face right)
const excavatorArm = (bx: number, by: number, ex: number, ey: number) =>
  line(
    [
      [bx, by],
      [bx + 55, by - 85],
      [ex, ey],
    ],
    AMBER,
    16,
  ) +
  line(
    [
      [bx + 55, by - 85],
      [ex, ey],
    ],
    NAVY,
    3,
  );

const DRAW: Record<string, () => string> = {
  // Earth moving
  bulldozer: () =>
    tracks(95, 185) +
    rect(112, 170, 140, 46, AMBER, 6) +
    cab(125, 118, 70, 54) +
    rect(225, 150, 8, 22, NAVY) +
    line(
      [
        [245, 200],
        [288, 222],
      ],
      NAVY,
      8,
    ) +
    poly(
      [
        [285, 160],
        [306, 168],
        [306, GY],
        [285, GY - 4],
      ],
      NAVY,
    ) +
    line(
      [
        [112, 200],
        [80, 215],
        [76, 244],
      ],
      NAVY,
      7,
    ),
  excavator: () =>
    tracks(80, 180) +
    rect(92, 178, 155, 38, AMBER, 6) +
    rect(92, 172, 40, 20, NAVY, 4) +
    cab(178, 126, 52, 54) +
    excavatorArm(225, 180, 330, 185) +
    poly(
      [
        [318, 180],
        [350, 186],
        [344, 222],
        [322, 214],
      ],
      NAVY,
    ),
  'backhoe-loader': () =>
    rect(100, 170, 190, 44, AMBER, 8) +
    cab(165, 108, 70, 64) +
    wheel(145, 36) +
    wheel(266, 26) +
    line(
      [
        [275, 188],
        [318, 214],
      ],
      AMBER,
      10,
    ) +
    poly(
      [
        [306, 200],
        [340, 200],
        [344, 240],
        [312, 240],
      ],
      NAVY,
    ) +
    line(
      [
        [104, 186],
        [66, 112],
        [40, 190],
      ],
      AMBER,
      12,
    ) +
    poly(
      [
        [30, 186],
        [52, 184],
        [50, 214],
        [34, 210],
      ],
      NAVY,
    ),
  'skid-steer-loader': () =>
    rect(140, 160, 120, 64, AMBER, 10) +
    rect(160, 104, 70, 62, NAVY, 6) +
    rect(172, 114, 46, 36, GLASS, 3) +
    wheel(172, 25) +
    wheel(232, 25) +
    line(
      [
        [150, 130],
        [240, 118],
        [292, 196],
      ],
      AMBER,
      10,
    ) +
    poly(
      [
        [282, 186],
        [326, 190],
        [330, 244],
        [288, 244],
      ],
      NAVY,
    ),
  'motor-grader': () =>
    rect(60, 166, 110, 52, AMBER, 6) +
    cab(110, 110, 58, 58) +
    line(
      [
        [165, 182],
        [335, 182],
        [335, 218],
      ],
      AMBER,
      12,
    ) +
    wheel(85, 26) +
    wheel(143, 26) +
    wheel(325, 26) +
    line(
      [
        [200, 186],
        [220, 226],
      ],
      NAVY,
      5,
    ) +
    line(
      [
        [270, 186],
        [250, 226],
      ],
      NAVY,
      5,
    ) +
    poly(
      [
        [195, 226],
        [285, 226],
        [292, 244],
        [188, 244],
      ],
      NAVY,
    ),
  trencher: () =>
    tracks(70, 150) +
    rect(82, 170, 120, 46, AMBER, 6) +
    cab(96, 122, 58, 50) +
    line(
      [
        [205, 190],
        [318, 272],
      ],
      NAVY,
      24,
    ) +
    line(
      [
        [205, 190],
        [318, 272],
      ],
      AMBER,
      6,
      '6 8',
    ) +
    circle(205, 190, 14, AMBER),
  scraper: () =>
    poly(
      [
        [60, 160],
        [230, 160],
        [230, 222],
        [90, 234],
        [60, 210],
      ],
      AMBER,
    ) +
    rect(60, 160, 170, 10, NAVY) +
    wheel(88, 30) +
    line(
      [
        [226, 170],
        [262, 140],
        [288, 176],
      ],
      NAVY,
      10,
    ) +
    rect(258, 168, 90, 48, AMBER, 6) +
    cab(272, 116, 56, 54) +
    wheel(316, 32),
  'wheel-loader': () =>
    rect(72, 158, 165, 58, AMBER, 8) +
    rect(72, 150, 42, 20, NAVY, 4) +
    cab(146, 94, 62, 66) +
    wheel(120, 34) +
    wheel(250, 34) +
    line(
      [
        [225, 170],
        [298, 196],
      ],
      AMBER,
      14,
    ) +
    poly(
      [
        [290, 168],
        [346, 176],
        [350, 240],
        [296, 238],
        [288, 206],
      ],
      NAVY,
    ),
  'compact-track-loader': () =>
    tracks(130, 140, 30) +
    rect(138, 160, 124, 60, AMBER, 10) +
    rect(158, 104, 70, 62, NAVY, 6) +
    rect(170, 114, 46, 36, GLASS, 3) +
    line(
      [
        [148, 130],
        [240, 118],
        [292, 196],
      ],
      AMBER,
      10,
    ) +
    poly(
      [
        [282, 186],
        [326, 190],
        [330, 244],
        [288, 244],
      ],
      NAVY,
    ),
  'dump-truck': () =>
    truck(50, 340, [95, 145, 300]) +
    poly(
      [
        [48, 122],
        [272, 122],
        [272, 198],
        [72, 198],
      ],
      AMBER,
    ) +
    [100, 150, 200, 245].map((x) => rect(x, 126, 5, 68, NAVY)).join('') +
    rect(48, 118, 226, 8, AMBER_LIGHT),
  'road-roller': () =>
    rect(85, 150, 230, 56, AMBER, 8) +
    circle(112, 212, 38, NAVY) +
    circle(112, 212, 28, GREY) +
    circle(288, 212, 38, NAVY) +
    circle(288, 212, 28, GREY) +
    line(
      [
        [165, 150],
        [165, 86],
      ],
      NAVY,
      6,
    ) +
    line(
      [
        [235, 150],
        [235, 86],
      ],
      NAVY,
      6,
    ) +
    rect(150, 78, 100, 12, NAVY, 3) +
    rect(185, 124, 34, 26, NAVY, 3),
  'asphalt-distributor': () =>
    truck(60, 340, [105, 150, 300]) +
    rect(58, 132, 210, 66, AMBER, 30) +
    rect(120, 128, 10, 74, NAVY) +
    rect(200, 128, 10, 74, NAVY) +
    line(
      [
        [60, 214],
        [30, 214],
        [30, 236],
      ],
      NAVY,
      5,
    ) +
    line(
      [
        [20, 236],
        [70, 236],
      ],
      NAVY,
      6,
    ) +
    [26, 42, 58]
      .map((x) =>
        line(
          [
            [x, 240],
            [x - 4, 248],
          ],
          GREY,
          3,
        ),
      )
      .join(''),
  paver: () =>
    tracks(120, 170) +
    rect(130, 150, 150, 66, AMBER, 6) +
    hopper(270, 150, 70, 30, 50) +
    line(
      [
        [150, 150],
        [150, 94],
      ],
      NAVY,
      5,
    ) +
    line(
      [
        [230, 150],
        [230, 94],
      ],
      NAVY,
      5,
    ) +
    rect(138, 86, 102, 12, NAVY, 3) +
    rect(58, 212, 72, 26, NAVY, 3) +
    rect(30, 240, 100, 10, GREY),
  compactor: () =>
    rect(76, 160, 170, 52, AMBER, 8) +
    cab(96, 100, 66, 62) +
    wheel(120, 32) +
    rect(240, 158, 96, 18, AMBER, 4) +
    line(
      [
        [250, 176],
        [250, 200],
      ],
      AMBER,
      10,
    ) +
    line(
      [
        [326, 176],
        [326, 200],
      ],
      AMBER,
      10,
    ) +
    circle(290, 212, 38, NAVY) +
    circle(290, 212, 26, GREY),

  // Lifting
  'tower-crane': () =>
    rect(150, 236, 60, 14, NAVY) +
    lattice(180, 236, 180, 64, 22) +
    lattice(70, 64, 360, 64, 16) +
    rect(72, 72, 36, 26, NAVY, 2) +
    line(
      [
        [180, 64],
        [180, 24],
      ],
      NAVY,
      8,
    ) +
    line(
      [
        [80, 58],
        [180, 24],
        [350, 58],
      ],
      NAVY,
      2,
    ) +
    rect(186, 72, 24, 20, AMBER_LIGHT, 2) +
    rect(290, 70, 20, 10, NAVY) +
    hook(300, 80, 168) +
    rect(280, 190, 40, 24, GREY, 2),
  'crawler-crane': () =>
    tracks(80, 170) +
    rect(96, 170, 140, 46, AMBER, 6) +
    cab(200, 124, 44, 48) +
    rect(96, 152, 40, 24, NAVY, 3) +
    lattice(160, 172, 330, 36, 14) +
    line(
      [
        [116, 152],
        [150, 110],
        [330, 36],
      ],
      NAVY,
      2,
    ) +
    hook(330, 36, 176),
  'telescopic-crane': () =>
    truck(40, 350, [80, 120, 250, 300], 22) +
    rect(110, 168, 110, 36, AMBER, 4) +
    rect(110, 158, 46, 22, NAVY, 3) +
    line(
      [
        [150, 176],
        [238, 116],
      ],
      AMBER,
      18,
    ) +
    line(
      [
        [238, 116],
        [300, 74],
      ],
      AMBER_LIGHT,
      12,
    ) +
    line(
      [
        [300, 74],
        [330, 54],
      ],
      AMBER,
      7,
    ) +
    hook(332, 54, 140) +
    rect(52, 214, 24, 8, NAVY) +
    rect(270, 214, 24, 8, NAVY),
  'gantry-crane': () =>
    rect(50, 64, 300, 24, AMBER, 3) +
    poly(
      [
        [64, 88],
        [100, 88],
        [86, 236],
        [50, 236],
      ],
      AMBER,
    ) +
    poly(
      [
        [300, 88],
        [336, 88],
        [350, 236],
        [314, 236],
      ],
      AMBER,
    ) +
    rect(40, 232, 70, 12, NAVY, 3) +
    rect(290, 232, 70, 12, NAVY, 3) +
    rect(176, 88, 48, 18, NAVY, 3) +
    hook(200, 106, 176) +
    rect(168, 198, 64, 40, GREY, 3),
  'eot-crane': () =>
    rect(30, 40, 18, 210, NAVY) +
    rect(352, 40, 18, 210, NAVY) +
    rect(30, 40, 340, 10, GREY) +
    rect(40, 92, 320, 22, AMBER, 3) +
    rect(40, 84, 26, 34, NAVY, 3) +
    rect(334, 84, 26, 34, NAVY, 3) +
    rect(176, 112, 48, 20, NAVY, 3) +
    hook(200, 132, 188) +
    rect(170, 210, 60, 40, AMBER_LIGHT, 3),
  'launching-gantry': () =>
    rect(78, 130, 44, 120, GREY) +
    rect(278, 130, 44, 120, GREY) +
    rect(60, 120, 80, 12, GREY) +
    rect(260, 120, 80, 12, GREY) +
    lattice(24, 98, 376, 98, 26) +
    rect(90, 108, 16, 14, NAVY) +
    rect(294, 108, 16, 14, NAVY) +
    rect(186, 110, 28, 14, NAVY) +
    line(
      [
        [192, 124],
        [180, 152],
      ],
      NAVY,
      2,
    ) +
    line(
      [
        [208, 124],
        [220, 152],
      ],
      NAVY,
      2,
    ) +
    rect(160, 152, 80, 36, AMBER_LIGHT, 3),
  'conveyor-system': () =>
    hopper(40, 176, 64, 24, 36) +
    line(
      [
        [84, 222],
        [320, 96],
      ],
      NAVY,
      18,
    ) +
    line(
      [
        [84, 222],
        [320, 96],
      ],
      AMBER,
      10,
    ) +
    circle(84, 222, 10, NAVY) +
    circle(320, 96, 10, NAVY) +
    line(
      [
        [150, 190],
        [150, GY],
      ],
      NAVY,
      5,
    ) +
    line(
      [
        [230, 146],
        [230, GY],
      ],
      NAVY,
      5,
    ) +
    line(
      [
        [290, 114],
        [290, GY],
      ],
      NAVY,
      5,
    ) +
    aggregatePile(300, 90, 76),
  'boom-lift': () =>
    rect(120, 196, 160, 30, AMBER, 6) +
    wheel(150, 22) +
    wheel(250, 22) +
    rect(175, 178, 50, 20, NAVY, 4) +
    line(
      [
        [200, 184],
        [262, 118],
      ],
      AMBER,
      14,
    ) +
    line(
      [
        [262, 118],
        [318, 66],
      ],
      AMBER_LIGHT,
      10,
    ) +
    circle(262, 118, 8, NAVY) +
    rect(300, 62, 56, 22, AMBER, 3) +
    line(
      [
        [300, 62],
        [300, 42],
        [356, 42],
        [356, 62],
      ],
      NAVY,
      4,
    ),
  telehandler: () =>
    rect(90, 170, 200, 46, AMBER, 8) +
    cab(100, 116, 52, 58) +
    wheel(130, 30) +
    wheel(258, 30) +
    line(
      [
        [118, 162],
        [250, 118],
      ],
      AMBER,
      20,
    ) +
    line(
      [
        [250, 118],
        [316, 96],
      ],
      AMBER_LIGHT,
      14,
    ) +
    rect(312, 78, 8, 60, NAVY) +
    rect(312, 132, 46, 6, NAVY),

  // Concrete
  'batching-plant': () =>
    hopper(24, 178, 90, 30, 36, AMBER) +
    rect(50, 214, 38, 36, NAVY) +
    line(
      [
        [90, 236],
        [200, 130],
      ],
      NAVY,
      10,
    ) +
    rect(190, 110, 74, 70, AMBER, 4) +
    rect(200, 120, 54, 20, GLASS) +
    line(
      [
        [200, 180],
        [200, GY],
      ],
      NAVY,
      5,
    ) +
    line(
      [
        [254, 180],
        [254, GY],
      ],
      NAVY,
      5,
    ) +
    rect(206, 180, 42, 26, NAVY, 3) +
    silo(282, 50, 34, 110) +
    silo(330, 70, 34, 90),
  'hot-mix-plant': () =>
    hopper(14, 176, 44, 20, 30, AMBER) +
    hopper(62, 176, 44, 20, 30, AMBER) +
    rect(20, 206, 86, 14, NAVY) +
    rect(120, 150, 150, 44, AMBER, 20) +
    rect(156, 146, 10, 52, NAVY) +
    rect(222, 146, 10, 52, NAVY) +
    line(
      [
        [150, 194],
        [150, GY],
      ],
      NAVY,
      6,
    ) +
    line(
      [
        [250, 194],
        [250, GY],
      ],
      NAVY,
      6,
    ) +
    rect(282, 120, 48, 130, NAVY, 3) +
    rect(344, 40, 18, 210, GREY) +
    line(
      [
        [270, 172],
        [282, 172],
      ],
      NAVY,
      6,
    ) +
    rect(290, 134, 32, 16, AMBER_LIGHT),
  'wet-mix-plant': () =>
    [20, 72, 124].map((x) => hopper(x, 150, 46, 18, 34, AMBER)).join('') +
    [32, 84, 136]
      .map((x) =>
        line(
          [
            [x + 11, 184],
            [x + 11, 222],
          ],
          NAVY,
          4,
        ),
      )
      .join('') +
    line(
      [
        [20, 226],
        [200, 226],
      ],
      NAVY,
      10,
    ) +
    line(
      [
        [190, 226],
        [250, 170],
      ],
      NAVY,
      10,
    ) +
    rect(236, 152, 70, 42, AMBER, 6) +
    line(
      [
        [300, 176],
        [352, 138],
      ],
      NAVY,
      10,
    ) +
    line(
      [
        [250, 194],
        [250, GY],
      ],
      NAVY,
      5,
    ) +
    line(
      [
        [296, 194],
        [296, GY],
      ],
      NAVY,
      5,
    ) +
    aggregatePile(320, 70, 60),
  'transit-mixer': () =>
    truck(50, 340, [95, 140, 300]) +
    ellipse(165, 160, 110, 48, AMBER, -12) +
    line(
      [
        [110, 120],
        [140, 200],
      ],
      NAVY,
      5,
    ) +
    line(
      [
        [165, 110],
        [190, 196],
      ],
      NAVY,
      5,
    ) +
    line(
      [
        [220, 104],
        [240, 186],
      ],
      NAVY,
      5,
    ) +
    hopper(48, 116, 34, 14, 26),
  'boom-placer': () =>
    rect(150, 236, 100, 14, NAVY) +
    rect(188, 110, 24, 126, AMBER) +
    rect(180, 96, 40, 22, NAVY, 3) +
    line(
      [
        [200, 104],
        [300, 84],
      ],
      AMBER,
      14,
    ) +
    line(
      [
        [300, 84],
        [350, 150],
      ],
      AMBER_LIGHT,
      10,
    ) +
    circle(300, 84, 8, NAVY) +
    line(
      [
        [350, 150],
        [350, 196],
        [338, 212],
      ],
      NAVY,
      6,
    ) +
    line(
      [
        [200, 104],
        [100, 112],
      ],
      AMBER,
      12,
    ) +
    rect(84, 100, 30, 30, NAVY, 3),
  'concrete-pump': () =>
    rect(100, 140, 200, 74, AMBER, 8) +
    vents(200, 152, 80, 5) +
    hopper(58, 140, 58, 30, 40) +
    rect(70, 180, 34, 26, NAVY) +
    wheel(200, 26) +
    line(
      [
        [300, 200],
        [352, 220],
      ],
      NAVY,
      6,
    ) +
    line(
      [
        [120, 140],
        [120, 100],
        [360, 100],
      ],
      NAVY,
      8,
    ),
  'concrete-boom-pump': () =>
    truck(40, 350, [80, 125, 250, 300], 22) +
    rect(100, 166, 140, 38, AMBER, 4) +
    line(
      [
        [120, 166],
        [280, 128],
      ],
      AMBER,
      12,
    ) +
    line(
      [
        [280, 128],
        [110, 134],
      ],
      AMBER_LIGHT,
      10,
    ) +
    line(
      [
        [110, 134],
        [250, 116],
      ],
      AMBER,
      8,
    ) +
    circle(120, 166, 9, NAVY) +
    hopper(38, 180, 36, 16, 24) +
    rect(82, 214, 30, 8, NAVY) +
    rect(236, 214, 30, 8, NAVY),
  'screed-pump': () =>
    rect(130, 150, 150, 74, AMBER, 8) +
    vents(150, 166, 60, 4) +
    hopper(212, 116, 70, 40, 34) +
    wheel(160, 20) +
    wheel(250, 20) +
    line(
      [
        [280, 200],
        [320, 200],
      ],
      NAVY,
      6,
    ) +
    `<circle cx="340" cy="200" r="24" fill="none" stroke="${NAVY}" stroke-width="6"/>`,
  crusher: () =>
    tracks(80, 200) +
    rect(90, 160, 180, 56, AMBER, 6) +
    hopper(70, 90, 110, 60, 72, AMBER_LIGHT) +
    rect(186, 120, 58, 44, NAVY, 4) +
    line(
      [
        [260, 200],
        [340, 140],
      ],
      NAVY,
      12,
    ) +
    aggregatePile(316, 80, 66),
  pulverizer: () =>
    line(
      [
        [20, 40],
        [120, 60],
        [220, 130],
      ],
      AMBER,
      18,
    ) +
    line(
      [
        [120, 60],
        [220, 130],
      ],
      NAVY,
      3,
    ) +
    rect(206, 118, 40, 34, NAVY, 4) +
    poly(
      [
        [214, 150],
        [252, 150],
        [266, 200],
        [244, 214],
        [234, 176],
      ],
      NAVY,
    ) +
    poly(
      [
        [246, 144],
        [292, 164],
        [290, 214],
        [268, 200],
        [270, 172],
      ],
      NAVY,
    ) +
    rect(220, 214, 110, 36, GREY, 2) +
    line(
      [
        [226, 226],
        [326, 226],
      ],
      NAVY,
      3,
    ) +
    line(
      [
        [226, 240],
        [326, 240],
      ],
      NAVY,
      3,
    ),
  'concrete-mixer': () =>
    line(
      [
        [120, 230],
        [200, 160],
        [280, 230],
      ],
      NAVY,
      8,
    ) +
    wheel(124, 22) +
    wheel(276, 22) +
    poly(
      [
        [140, 110],
        [250, 96],
        [270, 170],
        [170, 196],
      ],
      AMBER,
    ) +
    poly(
      [
        [250, 96],
        [296, 110],
        [292, 150],
        [270, 170],
      ],
      AMBER_LIGHT,
    ) +
    ellipse(286, 130, 12, 22, NAVY, -14) +
    line(
      [
        [280, 230],
        [340, 244],
      ],
      NAVY,
      6,
    ),

  // Miscellaneous
  'bar-bending-machine': () =>
    rect(90, 140, 220, 64, AMBER, 6) +
    rect(90, 132, 220, 12, NAVY, 3) +
    rect(104, 204, 14, 46, NAVY) +
    rect(282, 204, 14, 46, NAVY) +
    circle(200, 122, 22, NAVY) +
    circle(200, 122, 8, GREY) +
    line(
      [
        [30, 110],
        [200, 110],
        [240, 60],
      ],
      GREY,
      8,
    ) +
    rect(120, 160, 40, 26, NAVY, 3),
  'bar-cutting-machine': () =>
    rect(120, 130, 170, 80, AMBER, 6) +
    rect(104, 210, 200, 14, NAVY) +
    rect(116, 224, 14, 26, NAVY) +
    rect(278, 224, 14, 26, NAVY) +
    circle(250, 170, 30, NAVY) +
    circle(250, 170, 10, GREY) +
    rect(150, 112, 40, 40, NAVY, 3) +
    line(
      [
        [30, 128],
        [170, 128],
      ],
      GREY,
      8,
    ) +
    line(
      [
        [182, 128],
        [260, 128],
      ],
      GREY,
      8,
    ),
  'chiller-plant': () =>
    rect(50, 110, 300, 126, AMBER, 6) +
    rect(50, 236, 300, 12, NAVY) +
    [110, 200, 290].map((x) => circle(x, 104, 26, NAVY) + circle(x, 104, 8, GREY)).join('') +
    vents(70, 140, 120, 8, 11) +
    rect(220, 140, 110, 70, GLASS, 4) +
    line(
      [
        [350, 200],
        [380, 200],
        [380, GY],
      ],
      NAVY,
      8,
    ),
  'air-compressor': () =>
    rect(100, 124, 210, 96, AMBER, 14) +
    vents(130, 142, 90, 6, 11) +
    rect(240, 140, 50, 40, NAVY, 4) +
    wheel(200, 28) +
    line(
      [
        [310, 200],
        [368, 226],
      ],
      NAVY,
      7,
    ) +
    circle(370, 228, 8, NAVY) +
    line(
      [
        [100, 210],
        [82, 244],
      ],
      NAVY,
      6,
    ),
  generator: () =>
    rect(70, 236, 260, 14, NAVY) +
    rect(80, 110, 240, 126, AMBER, 6) +
    vents(100, 130, 120, 9, 11) +
    rect(236, 130, 66, 48, NAVY, 4) +
    rect(246, 140, 46, 18, GLASS, 2) +
    rect(286, 78, 14, 34, NAVY) +
    rect(282, 74, 22, 8, NAVY),
  transformer: () =>
    rect(120, 236, 160, 14, NAVY) +
    rect(140, 124, 120, 112, AMBER, 4) +
    [100, 112, 124, 276, 288].map((x) => rect(x, 134, 7, 92, NAVY)).join('') +
    rect(266, 134, 7, 92, NAVY) +
    [170, 200, 230].map((x) => rect(x - 6, 76, 12, 48, GLASS) + rect(x - 9, 90, 18, 4, NAVY) + rect(x - 9, 104, 18, 4, NAVY)).join('') +
    rect(150, 100, 12, 24, NAVY) +
    rect(126, 84, 60, 20, AMBER_LIGHT, 10),
  'total-station': () =>
    line(
      [
        [200, 150],
        [140, 248],
      ],
      NAVY,
      6,
    ) +
    line(
      [
        [200, 150],
        [262, 248],
      ],
      NAVY,
      6,
    ) +
    line(
      [
        [200, 150],
        [204, 248],
      ],
      NAVY,
      6,
    ) +
    rect(166, 138, 68, 14, NAVY, 3) +
    rect(176, 70, 48, 70, AMBER, 6) +
    circle(200, 96, 16, NAVY) +
    circle(200, 96, 7, GLASS) +
    rect(184, 120, 32, 14, GLASS, 2) +
    rect(170, 60, 60, 10, NAVY, 3),
  'testing-equipment': () =>
    rect(110, 236, 180, 14, NAVY) +
    rect(120, 50, 20, 186, NAVY) +
    rect(260, 50, 20, 186, NAVY) +
    rect(110, 44, 180, 26, AMBER, 4) +
    rect(176, 70, 48, 60, AMBER_LIGHT) +
    rect(166, 130, 68, 10, NAVY) +
    rect(176, 140, 48, 48, GREY) +
    rect(166, 188, 68, 10, NAVY) +
    rect(150, 198, 100, 38, AMBER, 3) +
    circle(330, 120, 30, AMBER) +
    circle(330, 120, 22, BG) +
    line(
      [
        [330, 120],
        [344, 104],
      ],
      NAVY,
      4,
    ),
  'ndt-equipment': () =>
    rect(60, 210, 280, 40, GREY, 2) +
    rect(80, 80, 130, 96, AMBER, 10) +
    rect(94, 92, 102, 56, NAVY, 4) +
    line(
      [
        [100, 130],
        [120, 130],
        [128, 104],
        [138, 140],
        [148, 118],
        [160, 130],
        [190, 130],
      ],
      AMBER_LIGHT,
      3,
    ) +
    circle(110, 162, 6, NAVY) +
    circle(130, 162, 6, NAVY) +
    line(
      [
        [210, 140],
        [270, 140],
        [280, 196],
      ],
      NAVY,
      4,
    ) +
    rect(262, 192, 36, 18, NAVY, 4),
  dredger: () =>
    rect(0, 200, 400, 100, GLASS) +
    line(
      [
        [0, 214],
        [40, 208],
        [80, 214],
        [120, 208],
        [160, 214],
      ],
      BG,
      3,
    ) +
    poly(
      [
        [60, 170],
        [320, 170],
        [300, 210],
        [76, 210],
      ],
      AMBER,
    ) +
    cab(120, 112, 70, 60) +
    rect(210, 140, 14, 30, NAVY) +
    line(
      [
        [300, 180],
        [370, 250],
      ],
      NAVY,
      12,
    ) +
    circle(372, 252, 16, NAVY) +
    line(
      [
        [228, 140],
        [300, 150],
        [330, 190],
      ],
      NAVY,
      3,
    ),
  forklift: () =>
    rect(110, 160, 150, 58, AMBER, 8) +
    rect(90, 150, 40, 68, NAVY, 10) +
    wheel(146, 26) +
    wheel(236, 26) +
    line(
      [
        [150, 160],
        [160, 96],
        [250, 96],
        [256, 160],
      ],
      NAVY,
      6,
    ) +
    rect(266, 70, 14, 168, NAVY) +
    rect(280, 226, 70, 8, NAVY) +
    rect(284, 160, 70, 66, AMBER_LIGHT, 3),
  'hydraulic-hammer': () =>
    line(
      [
        [10, 50],
        [120, 50],
        [220, 110],
      ],
      AMBER,
      18,
    ) +
    line(
      [
        [120, 50],
        [220, 110],
      ],
      NAVY,
      3,
    ) +
    rect(196, 100, 48, 104, NAVY, 6) +
    rect(210, 204, 20, 24, GREY) +
    poly(
      [
        [214, 228],
        [226, 228],
        [220, 246],
      ],
      NAVY,
    ) +
    poly(
      [
        [170, GY],
        [190, 236],
        [206, GY],
      ],
      GREY,
    ) +
    poly(
      [
        [236, GY],
        [262, 232],
        [282, GY],
      ],
      GREY,
    ),
  'piling-rig': () =>
    tracks(70, 190) +
    rect(84, 170, 150, 46, AMBER, 6) +
    cab(100, 122, 52, 50) +
    rect(246, 28, 16, 206, AMBER) +
    rect(242, 20, 24, 14, NAVY, 3) +
    line(
      [
        [210, 174],
        [246, 120],
      ],
      NAVY,
      8,
    ) +
    line(
      [
        [254, 34],
        [254, 262],
      ],
      NAVY,
      5,
    ) +
    rect(244, 236, 20, 30, NAVY, 3),
  auger: () =>
    rect(90, 166, 130, 56, AMBER, 10) +
    rect(108, 112, 66, 60, NAVY, 6) +
    rect(118, 122, 46, 34, GLASS, 3) +
    wheel(120, 24) +
    wheel(190, 24) +
    line(
      [
        [200, 140],
        [290, 110],
      ],
      AMBER,
      12,
    ) +
    rect(282, 96, 24, 28, NAVY, 4) +
    line(
      [
        [294, 124],
        [294, 262],
      ],
      NAVY,
      6,
    ) +
    line(
      [
        [294, 150],
        [314, 162],
        [274, 176],
        [314, 190],
        [274, 204],
        [314, 218],
        [274, 232],
        [314, 246],
        [294, 258],
      ],
      AMBER,
      6,
    ),
  'vibro-hammer': () =>
    hook(200, 0, 36) +
    rect(160, 60, 80, 70, AMBER, 6) +
    vents(172, 74, 56, 5, 10) +
    rect(180, 130, 40, 24, NAVY, 3) +
    rect(192, 154, 16, 110, GREY) +
    line(
      [
        [140, 80],
        [128, 96],
        [140, 112],
      ],
      NAVY,
      4,
    ) +
    line(
      [
        [260, 80],
        [272, 96],
        [260, 112],
      ],
      NAVY,
      4,
    ),
  'tunnel-boring-machine': () =>
    `<path d="M20 250 V160 A180 150 0 0 1 380 160 V250 Z" fill="${GROUND}"/>` +
    rect(40, 140, 90, 60, NAVY, 4) +
    rect(130, 110, 200, 110, AMBER, 12) +
    ellipse(332, 165, 22, 64, NAVY) +
    line(
      [
        [332, 105],
        [332, 225],
      ],
      GREY,
      5,
    ) +
    line(
      [
        [316, 130],
        [348, 200],
      ],
      GREY,
      5,
    ) +
    line(
      [
        [316, 200],
        [348, 130],
      ],
      GREY,
      5,
    ) +
    rect(40, 200, 90, 8, GREY) +
    circle(60, 214, 8, NAVY) +
    circle(110, 214, 8, NAVY) +
    vents(150, 130, 110, 5, 14),
  'microtunnelling-machine': () =>
    rect(0, 130, 400, 170, GROUND) +
    rect(0, 130, 400, 3, GREY) +
    rect(30, 130, 70, 160, BG) +
    rect(40, 196, 56, 60, NAVY, 3) +
    [100, 160, 220].map((x) => rect(x, 206, 56, 40, GREY, 3)).join('') +
    rect(280, 204, 70, 44, AMBER, 8) +
    ellipse(350, 226, 10, 22, NAVY) +
    rect(44, 80, 40, 50, AMBER, 4) +
    line(
      [
        [64, 130],
        [64, 196],
      ],
      NAVY,
      3,
    ),
  trailer: () =>
    rect(30, 206, 250, 14, NAVY) +
    poly(
      [
        [270, 206],
        [300, 186],
        [300, 206],
      ],
      NAVY,
    ) +
    [60, 100, 140].map((x) => wheel(x, 18)).join('') +
    cab(290, 136, 70, 76) +
    rect(282, 196, 80, 14, NAVY) +
    wheel(300, 22) +
    wheel(345, 22) +
    rect(60, 152, 150, 54, AMBER_LIGHT, 4) +
    line(
      [
        [60, 152],
        [210, 206],
      ],
      AMBER,
      3,
    ) +
    line(
      [
        [60, 206],
        [210, 152],
      ],
      AMBER,
      3,
    ),
  'grab-machine': () =>
    tracks(70, 170) +
    rect(84, 170, 140, 46, AMBER, 6) +
    cab(186, 124, 44, 48) +
    lattice(150, 172, 300, 46, 14) +
    line(
      [
        [300, 46],
        [300, 150],
      ],
      NAVY,
      3,
    ) +
    rect(286, 150, 28, 22, NAVY, 3) +
    poly(
      [
        [288, 172],
        [262, 200],
        [282, 232],
        [298, 200],
      ],
      AMBER_LIGHT,
    ) +
    poly(
      [
        [312, 172],
        [338, 200],
        [318, 232],
        [302, 200],
      ],
      AMBER_LIGHT,
    ),
  'water-tanker': () =>
    truck(50, 340, [95, 140, 300]) +
    rect(50, 130, 218, 70, AMBER, 34) +
    rect(120, 126, 8, 78, NAVY) +
    rect(190, 126, 8, 78, NAVY) +
    rect(140, 118, 30, 12, NAVY, 2) +
    line(
      [
        [54, 200],
        [40, 212],
        [40, 226],
      ],
      NAVY,
      5,
    ),
  spmt: () =>
    rect(30, 186, 340, 24, AMBER, 4) +
    [50, 90, 130, 170, 210, 250, 290, 330].map((x) => rect(x - 6, 210, 12, 8, NAVY) + wheel(x, 16)).join('') +
    rect(80, 120, 240, 66, GREY, 4) +
    rect(80, 112, 240, 10, NAVY) +
    rect(320, 150, 50, 36, NAVY, 4),
  'desander-unit': () =>
    rect(50, 236, 300, 14, NAVY) +
    rect(60, 170, 280, 66, AMBER, 4) +
    line(
      [
        [80, 164],
        [220, 140],
      ],
      NAVY,
      12,
    ) +
    line(
      [
        [220, 140],
        [220, 170],
      ],
      NAVY,
      6,
    ) +
    [250, 290]
      .map(
        (x) =>
          poly(
            [
              [x - 16, 70],
              [x + 16, 70],
              [x + 4, 140],
              [x - 4, 140],
            ],
            AMBER_LIGHT,
          ) + rect(x - 18, 62, 36, 10, NAVY, 2),
      )
      .join('') +
    line(
      [
        [234, 140],
        [306, 140],
      ],
      NAVY,
      6,
    ) +
    rect(80, 184, 100, 40, GLASS, 3) +
    rect(270, 190, 50, 34, NAVY, 4),
};

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function renderSvg(name: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    rect(0, 0, 400, 300, BG) +
    body +
    `</svg>\n`
  );
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const outDir = path.join(root, 'public', 'catalogue');
  mkdirSync(outDir, { recursive: true });
  const wanted = new Set(EQUIPMENT_CATALOGUE.map((i) => `${i.slug}.svg`));
  for (const f of readdirSync(outDir)) if (f.endsWith('.svg') && !wanted.has(f)) rmSync(path.join(outDir, f));

  const missing = EQUIPMENT_CATALOGUE.filter((i) => !DRAW[i.slug]).map((i) => i.slug);
  if (missing.length) throw new Error(`No drawing for: ${missing.join(', ')}`);
  const unused = Object.keys(DRAW).filter((k) => !EQUIPMENT_CATALOGUE.some((i) => i.slug === k));
  if (unused.length) throw new Error(`Drawings without a catalogue item: ${unused.join(', ')}`);

  for (const item of EQUIPMENT_CATALOGUE) {
    const body = DRAW[item.slug]!;
    // Tunnel and dredger drawings paint their own backdrop; everything else stands on the ground.
    const scene = ['tunnel-boring-machine', 'dredger', 'microtunnelling-machine'].includes(item.slug)
      ? (item.slug === 'tunnel-boring-machine' ? ground() : '') + body()
      : ground() + body();
    const svg = renderSvg(item.name, scene);
    if (svg.length > 3072) throw new Error(`${item.slug}.svg is ${svg.length} bytes (limit 3072)`);
    writeFileSync(path.join(outDir, `${item.slug}.svg`), svg);
  }
  console.log(`Wrote ${EQUIPMENT_CATALOGUE.length} SVGs to ${path.relative(root, outDir)}/`);
}

main();

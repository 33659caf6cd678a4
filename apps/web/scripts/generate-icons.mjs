// Draws Klokwerk's app icons (a white clock on terracotta) as SVG and PNG into public/.
// PNGs are needed because iOS ignores SVG touch icons and installers want 192/512 px bitmaps;
// no image library is installed, so this rasterises the few shapes itself. Run once by hand:
// `node apps/web/scripts/generate-icons.mjs`; the output files are committed.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const BACKGROUND = [0xb0, 0x4e, 0x1c];
const FOREGROUND = [0xff, 0xff, 0xff];

// Shapes in a 0..1 box. `rounded` leaves transparent corners; maskable icons fill the square
// and keep the clock inside the 80% safe zone.
function shapes(rounded) {
  return {
    cornerRadius: rounded ? 0.22 : 0,
    ringRadius: 0.3,
    ringWidth: 0.06,
    hands: [
      { to: [0.5, 0.3], width: 0.06 },
      { to: [0.64, 0.58], width: 0.06 },
    ],
    dot: 0.05,
  };
}

function insideRoundedSquare(x, y, r) {
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function sample(x, y, s) {
  if (!insideRoundedSquare(x, y, s.cornerRadius)) return null;
  const d = Math.hypot(x - 0.5, y - 0.5);
  const onRing = Math.abs(d - s.ringRadius) <= s.ringWidth / 2;
  const onHand = s.hands.some((h) => distanceToSegment(x, y, [0.5, 0.5], h.to) <= h.width / 2);
  return onRing || onHand || d <= s.dot ? FOREGROUND : BACKGROUND;
}

function render(size, rounded) {
  const s = shapes(rounded);
  const n = 4; // 4×4 supersampling for smooth edges
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let py = 0; py < size; py++) {
    const row = py * (size * 4 + 1);
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) {
          const c = sample((px + (i + 0.5) / n) / size, (py + (j + 0.5) / n) / size, s);
          if (!c) continue;
          acc[0] += c[0];
          acc[1] += c[1];
          acc[2] += c[2];
          acc[3] += 1;
        }
      }
      const o = row + 1 + px * 4;
      if (acc[3] > 0) {
        rows[o] = Math.round(acc[0] / acc[3]);
        rows[o + 1] = Math.round(acc[1] / acc[3]);
        rows[o + 2] = Math.round(acc[2] / acc[3]);
      }
      rows[o + 3] = Math.round((255 * acc[3]) / (n * n));
    }
  }
  return encodePng(size, rows);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, k) => {
  let c = k;
  for (let i = 0; i < 8; i++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function encodePng(size, rows) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function svg(rounded) {
  const s = shapes(rounded);
  const k = (v) => Math.round(v * 512);
  const hands = s.hands
    .map((h) => `<line x1="256" y1="256" x2="${k(h.to[0])}" y2="${k(h.to[1])}" />`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<title>Klokwerk</title>
<rect width="512" height="512" rx="${k(s.cornerRadius)}" fill="#b04e1c"/>
<g stroke="#fff" stroke-width="${k(s.ringWidth)}" stroke-linecap="round" fill="none">
<circle cx="256" cy="256" r="${k(s.ringRadius)}"/>${hands}</g>
<circle cx="256" cy="256" r="${k(s.dot)}" fill="#fff"/>
</svg>
`;
}

writeFileSync(join(publicDir, 'favicon.svg'), svg(true));
writeFileSync(join(publicDir, 'icon.svg'), svg(true));
writeFileSync(join(publicDir, 'icon-192.png'), render(192, true));
writeFileSync(join(publicDir, 'icon-512.png'), render(512, true));
writeFileSync(join(publicDir, 'icon-maskable-512.png'), render(512, false));
writeFileSync(join(publicDir, 'apple-touch-icon.png'), render(180, false));

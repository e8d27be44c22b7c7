import type { Context2D } from '../../ports';
import { DEVICES, type DeviceFrame, type DeviceId } from './devices';

// Every frame is drawn here from shapes (no device pictures): the body under the screen, then what sits over
// the screenshot (camera cut-outs, a notch, a fold's crease). Coordinates are the frame's own pixels.

type Radii = number | readonly number[];

function rounded(ctx: Context2D, x: number, y: number, w: number, h: number, r: Radii): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, typeof r === 'number' ? r : [...r]);
}

function fillRounded(ctx: Context2D, box: [number, number, number, number], r: Radii, color: string): void {
  rounded(ctx, ...box, r);
  ctx.fillStyle = color;
  ctx.fill();
}

function dot(ctx: Context2D, x: number, y: number, r: number, color: string): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = color;
  ctx.fill();
}

function vertical(ctx: Context2D, y0: number, y1: number, from: string, to: string) {
  const gradient = ctx.createLinearGradient(0, y0, 0, y1);
  gradient.addColorStop(0, from);
  gradient.addColorStop(1, to);
  return gradient;
}

/** A phone or tablet: one rounded slab, its rim, and buttons on its edges. */
function slab(ctx: Context2D, frame: DeviceFrame, radius: number, body: string, rim: string): void {
  rounded(ctx, 0, 0, frame.width, frame.height, radius);
  ctx.fillStyle = body;
  ctx.fill();
  rounded(ctx, 2, 2, frame.width - 4, frame.height - 4, radius - 2);
  ctx.strokeStyle = rim;
  ctx.lineWidth = 3;
  ctx.stroke();
}

function buttons(ctx: Context2D, frame: DeviceFrame, left: [number, number][], right: [number, number][]) {
  for (const [y, h] of left) fillRounded(ctx, [-3, y, 5, h], 2, '#52525b');
  for (const [y, h] of right) fillRounded(ctx, [frame.width - 2, y, 5, h], 2, '#52525b');
}

/** A laptop: the lid (its bezel around the screen), the base seen from the front, and its feet. */
function laptop(
  ctx: Context2D,
  lid: [number, number, number, number],
  lidRadius: Radii,
  lidColor: string,
  base: { y: number; height: number; light: string; dark: string; notch: string },
  width: number,
): void {
  fillRounded(ctx, lid, lidRadius, lidColor);
  rounded(ctx, 0, base.y, width, base.height, [4, 4, 26, 26]);
  ctx.fillStyle = vertical(ctx, base.y, base.y + base.height, base.light, base.dark);
  ctx.fill();
  fillRounded(ctx, [width / 2 - 75, base.y, 150, 10], [0, 0, 8, 8], base.notch);
  ctx.fillStyle = '#3f3f46';
  ctx.fillRect(width * 0.09, base.y + base.height, width * 0.82, 6);
}

const BODY = '#1c1c1e';
const RIM = '#3a3a3c';

/** What lies under the screen. */
export function drawFrameBody(ctx: Context2D, id: DeviceId): void {
  const frame: DeviceFrame = DEVICES[id];
  const { width: w, height: h } = frame;
  switch (id) {
    case 'macbook-pro':
      laptop(
        ctx,
        [100, 0, 1000, 692],
        [28, 28, 8, 8],
        BODY,
        {
          y: 688,
          height: 44,
          light: '#f4f4f5',
          dark: '#a1a1aa',
          notch: '#a1a1aa',
        },
        w,
      );
      dot(ctx, 600, 13, 4, RIM);
      return;
    case 'iphone-14-pro':
      slab(ctx, frame, 64, BODY, RIM);
      return;
    case 'ipad-pro':
      slab(ctx, frame, 44, BODY, RIM);
      return;
    case 'samsung-galaxy':
      slab(ctx, frame, 48, '#111827', RIM);
      return;
    case 'phone-island': {
      // A brushed-metal band around a black bezel.
      rounded(ctx, 0, 0, w, h, 74);
      const band = ctx.createLinearGradient(0, 0, w, 0);
      band.addColorStop(0, '#a1a1aa');
      band.addColorStop(0.5, '#e4e4e7');
      band.addColorStop(1, '#71717a');
      ctx.fillStyle = band;
      ctx.fill();
      fillRounded(ctx, [4, 4, w - 8, h - 8], 70, '#050505');
      buttons(
        ctx,
        frame,
        [
          [150, 34],
          [214, 62],
          [290, 62],
        ],
        [[250, 96]],
      );
      return;
    }
    case 'phone-punch-hole':
      slab(ctx, frame, 50, '#0f172a', '#334155');
      buttons(
        ctx,
        frame,
        [],
        [
          [210, 88],
          [330, 52],
        ],
      );
      return;
    case 'phone-compact':
      slab(ctx, frame, 58, '#e7e5e4', '#a8a29e');
      fillRounded(ctx, [w / 2 - 40, 44, 80, 8], 4, '#78716c');
      dot(ctx, w / 2 - 70, 48, 6, '#44403c');
      rounded(ctx, w / 2 - 30, 704, 60, 60, 30);
      ctx.strokeStyle = '#a8a29e';
      ctx.lineWidth = 3;
      ctx.stroke();
      buttons(
        ctx,
        frame,
        [
          [120, 40],
          [180, 56],
          [250, 56],
        ],
        [[180, 70]],
      );
      return;
    case 'foldable':
      slab(ctx, frame, 32, '#1f2937', '#4b5563');
      return;
    case 'tablet':
      slab(ctx, frame, 52, '#27272a', '#52525b');
      dot(ctx, w / 2, 15, 5, '#0a0a0a');
      return;
    case 'tablet-android':
      slab(ctx, frame, 44, '#111827', '#374151');
      dot(ctx, w / 2, 14, 5, '#030712');
      return;
    case 'laptop-notch':
      laptop(
        ctx,
        [100, 0, 1000, 669],
        [22, 22, 6, 6],
        '#0b0b0c',
        {
          y: 665,
          height: 35,
          light: '#e4e4e7',
          dark: '#a1a1aa',
          notch: '#a1a1aa',
        },
        w,
      );
      return;
    case 'laptop-windows':
      laptop(
        ctx,
        [100, 0, 1000, 600],
        [14, 14, 4, 4],
        '#3f3f46',
        {
          y: 600,
          height: 36,
          light: '#52525b',
          dark: '#27272a',
          notch: '#3f3f46',
        },
        w,
      );
      fillRounded(ctx, [108, 8, 984, 584], 10, '#0a0a0a');
      dot(ctx, 600, 12, 4, '#27272a');
      return;
    case 'monitor': {
      // Stand first, so the panel sits in front of its neck.
      ctx.beginPath();
      ctx.moveTo(w / 2 - 60, 760);
      ctx.lineTo(w / 2 + 60, 760);
      ctx.lineTo(w / 2 + 80, 924);
      ctx.lineTo(w / 2 - 80, 924);
      ctx.closePath();
      ctx.fillStyle = vertical(ctx, 760, 924, '#71717a', '#d4d4d8');
      ctx.fill();
      rounded(ctx, w / 2 - 210, 920, 420, 28, [6, 6, 14, 14]);
      ctx.fillStyle = vertical(ctx, 920, 948, '#e4e4e7', '#a1a1aa');
      ctx.fill();
      fillRounded(ctx, [0, 0, w, 774], 14, '#27272a');
      fillRounded(ctx, [5, 5, w - 10, 764], 10, '#0a0a0a');
      return;
    }
    case 'browser-light':
    case 'browser-dark':
      browserWindow(ctx, frame, id === 'browser-dark');
      return;
  }
}

/** A window's title bar with three window buttons and an address field; the page fills the rest. */
function browserWindow(ctx: Context2D, frame: DeviceFrame, dark: boolean): void {
  const { width: w, height: h } = frame;
  fillRounded(ctx, [0, 0, w, h], 12, dark ? '#374151' : '#cbd5e1');
  fillRounded(ctx, [1, 1, w - 2, h - 2], 11, dark ? '#0f172a' : '#ffffff');
  fillRounded(ctx, [1, 1, w - 2, 50], [11, 11, 0, 0], dark ? '#1e293b' : '#f1f5f9');
  for (const [i, color] of ['#ff5f57', '#febc2e', '#28c840'].entries()) dot(ctx, 26 + i * 22, 26, 6.5, color);
  fillRounded(ctx, [w / 2 - 300, 12, 600, 28], 14, dark ? '#334155' : '#ffffff');
  fillRounded(ctx, [w / 2 - 280, 22, 180, 8], 4, dark ? '#64748b' : '#cbd5e1');
}

/** What sits over the screenshot: camera cut-outs, a notch, a fold's crease. */
export function drawFrameOverlay(ctx: Context2D, id: DeviceId): void {
  const frame: DeviceFrame = DEVICES[id];
  const { width: w, screen } = frame;
  switch (id) {
    case 'iphone-14-pro':
      fillRounded(ctx, [w / 2 - 56, 34, 112, 32], 16, '#000000');
      return;
    case 'samsung-galaxy':
      dot(ctx, w / 2, 34, 9, '#000000');
      return;
    case 'ipad-pro':
      dot(ctx, w / 2, 18, 5, '#2c2c2e');
      return;
    case 'phone-island':
      fillRounded(ctx, [w / 2 - 62, screen.y + 14, 124, 36], 18, '#000000');
      dot(ctx, w / 2 + 40, screen.y + 32, 6, '#1e293b');
      return;
    case 'phone-punch-hole':
      dot(ctx, w / 2, screen.y + 24, 11, '#000000');
      return;
    case 'foldable': {
      const x = screen.x + screen.width / 2;
      const crease = ctx.createLinearGradient(x - 14, 0, x + 14, 0);
      crease.addColorStop(0, 'rgba(0, 0, 0, 0)');
      crease.addColorStop(0.5, 'rgba(0, 0, 0, 0.16)');
      crease.addColorStop(1, 'rgba(0, 0, 0, 0)');
      ctx.fillStyle = crease;
      ctx.fillRect(x - 14, screen.y, 28, screen.height);
      dot(ctx, screen.x + screen.width * 0.75, screen.y + 22, 9, '#000000');
      return;
    }
    case 'laptop-notch':
      fillRounded(ctx, [w / 2 - 80, screen.y, 160, 26], [0, 0, 12, 12], '#0b0b0c');
      dot(ctx, w / 2, screen.y + 12, 4, '#1f2937');
      return;
    default:
  }
}

/** The screen's outline, as the screenshot is clipped to it. */
export function screenPath(ctx: Context2D, id: DeviceId): void {
  const { screen, screenRadius }: DeviceFrame = DEVICES[id];
  rounded(ctx, screen.x, screen.y, screen.width, screen.height, screenRadius);
}

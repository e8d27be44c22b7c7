import { strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodePng } from '../../image/png-decode';
import type { RenderAssets } from '../../ports';
import { type FakeImage, type RecordedGradient, recordingGraphics, svgBytes } from '../../testing';
import { LOGO_LOAD_WARNING, renderOgImage, runOgImages } from './og-generator';
import {
  LOGO_POSITIONS,
  LOGO_SIZES,
  type LogoSize,
  OG_TEMPLATES,
  OG_THEMES,
  type OgImageInput,
} from './options';
import { THEMES } from './themes';

const EMOJI = new Set(['1f680', '1f525', '1f44d-1f3fd', '1f469-200d-1f4bb']);

function fakeAssets(): RenderAssets & { emojiRequests: string[] } {
  const emojiRequests: string[] = [];
  return {
    emojiRequests,
    font: async (file) => Uint8Array.from(file, (c) => c.charCodeAt(0)),
    emoji: async (code) => {
      emojiRequests.push(code);
      return EMOJI.has(code) ? svgBytes(36, 36) : null;
    },
  };
}

async function render(input: Partial<OgImageInput>, size = { width: 1200, height: 630 }) {
  const graphics = recordingGraphics();
  const assets = fakeAssets();
  const result = await renderOgImage(input, size, { graphics, assets });
  const surface = graphics.surfaces.at(-1)!;
  return { result, graphics, assets, ctx: surface.ctx };
}

describe('renderOgImage: every template in every theme', () => {
  const cases = OG_TEMPLATES.flatMap((template) => OG_THEMES.map((theme) => [template, theme] as const));
  it.each(cases)('%s / %s', async (template, theme) => {
    const { ctx, result, graphics } = await render({ template, theme });
    const spec = THEMES[theme];
    expect(result.file.name).toBe('og-image-1200x630.png');
    expect(result.warnings).toEqual([]);
    // Inter's Latin files only: the other subsets are registered when a text needs them.
    expect(graphics.fonts.map((f) => f.descriptors?.weight)).toEqual(['400', '600', '800']);

    const texts = ctx.texts();
    const title = texts.filter((t) => t.font.startsWith('800') && t.text !== '\u201C');
    const description = texts.filter((t) => t.font.startsWith('400'));
    expect(title.map((t) => t.text).join(' ')).toBe('Build Amazing Web Apps');
    expect(description.map((t) => t.text).join(' ')).toBe(
      'Create stunning applications with modern tools and frameworks. Ship faster with less code.',
    );
    for (const t of title) expect(t.fillStyle).toBe(spec.foreground);
    // Inside the card (design units: 1200 x 630) and drawn top to bottom.
    for (const t of [...title, ...description]) {
      expect(t.x).toBeGreaterThanOrEqual(60);
      expect(t.x).toBeLessThan(1200);
      expect(t.y).toBeGreaterThan(0);
      expect(t.y).toBeLessThan(630);
    }
    expect(description[0]!.y).toBeGreaterThan(title.at(-1)!.y);

    // The background: base fill, then the theme's gradient and glows with their stops.
    const linear = ctx.gradients.filter((g) => g.kind === 'linear');
    expect(linear.map((g) => g.stops)).toEqual(spec.gradient ? [spec.gradient] : []);
    const glows = ctx.gradients.filter((g) => g.kind === 'radial').slice(0, spec.glows.length);
    expect(glows.map((g) => g.stops[0])).toEqual(spec.glows.map((g) => [0, g.color]));
    expect(glows.every((g) => /, 0\)$/.test(g.stops[1]![1]))).toBe(true);

    // The emoji is one image, rasterised at the size it is drawn.
    const [rocket, ...others] = ctx.images();
    expect(others).toEqual([]);
    expect(rocket!.w).toBe(rocket!.h);
    expect(strFromU8((rocket!.image as FakeImage).bytes)).toContain(`width="${Math.round(rocket!.w)}"`);
    expect(ctx.clips()).toEqual([]);
  });

  it('lays out text the same way for a given template (snapshot of lines and positions)', async () => {
    const layouts: Record<string, string[]> = {};
    for (const template of OG_TEMPLATES) {
      const { ctx } = await render({ template, theme: 'dark' });
      layouts[template] = ctx
        .texts()
        .map(
          (t) =>
            `${t.font.split(' ').slice(0, 2).join(' ')} @${Math.round(t.x)},${Math.round(t.y)} ${t.text}`,
        );
    }
    expect(layouts).toMatchSnapshot();
  });
});

describe('text', () => {
  it('wraps a long title to at most three lines with an ellipsis', async () => {
    const title = 'Supercalifragilisticexpialidocious words keep going and going on';
    const { ctx } = await render({ template: 'blog', title: title.slice(0, 60) });
    const lines = ctx.texts().filter((t) => t.font.startsWith('800'));
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(new Set(lines.map((l) => l.x))).toEqual(new Set([80]));
  });

  it('draws nothing for an empty title and keeps the description', async () => {
    const { ctx } = await render({ template: 'app', title: '' });
    expect(ctx.texts().filter((t) => t.font.startsWith('800'))).toEqual([]);
    expect(ctx.texts().some((t) => t.font.startsWith('400'))).toBe(true);
  });

  it('draws emoji inside the title as images between text runs', async () => {
    const { ctx } = await render({ template: 'blog', title: 'Ship it 🔥 now', emoji: '' });
    const runs = ctx.texts().filter((t) => t.font.startsWith('800'));
    expect(runs.map((t) => t.text)).toEqual(['Ship it ', ' now']);
    const fire = ctx.images()[0]!;
    expect(fire.x).toBeGreaterThan(runs[0]!.x);
    expect(fire.x).toBeLessThan(runs[1]!.x);
  });

  it('keeps ZWJ and skin-tone sequences whole', async () => {
    const { ctx, assets } = await render({ template: 'tweet', emoji: '👍🏽', title: 'Dev 👩‍💻 life' });
    expect(assets.emojiRequests).toEqual(expect.arrayContaining(['1f44d-1f3fd', '1f469-200d-1f4bb']));
    expect(ctx.images()).toHaveLength(2);
  });

  // The web form takes 16 UTF-16 units there, eight of these; the CLI's --emoji any number. Centred at one
  // emoji's place, the row ran off the card's left edge (blog) or out of its avatar, tile or badge.
  it.each([
    ['blog', 80, 1120],
    ['app', 530, 670],
    ['tweet', 0, 1200, 104],
    ['docs', 0, 1200, 84],
    ['product', 737, 1073],
  ] as const)(
    'shrinks a row of emoji into its place on the %s card',
    async (template, left, right, box?: number) => {
      const { ctx } = await render({ template, emoji: '🚀'.repeat(8) });
      const rockets = ctx.images().map((image) => image.device);
      expect(rockets).toHaveLength(8);
      const from = Math.min(...rockets.map((r) => r.x));
      const to = Math.max(...rockets.map((r) => r.x + r.w));
      expect(from).toBeGreaterThanOrEqual(left);
      expect(to).toBeLessThanOrEqual(right);
      if (box) expect(to - from).toBeLessThanOrEqual(box);
    },
  );

  it('falls back to text for an emoji Twemoji does not have', async () => {
    const { ctx } = await render({ template: 'app', emoji: '🫠' });
    expect(ctx.images()).toEqual([]);
    expect(ctx.texts().some((t) => t.text === '🫠')).toBe(true);
  });

  it('renders right-to-left text without failing', async () => {
    const { ctx } = await render({ template: 'docs', title: 'مرحبا بالعالم', description: 'שלום עולם' });
    expect(ctx.texts().map((t) => t.text)).toEqual(expect.arrayContaining(['مرحبا بالعالم', 'שלום עולם']));
  });
});

describe('logo', () => {
  const logo = { bytes: svgBytes(200, 100), mime: 'image/svg+xml' };
  for (const size of Object.keys(LOGO_SIZES) as LogoSize[]) {
    it.each(LOGO_POSITIONS)(`${size} at %s, in surface pixels at every size`, async (position) => {
      for (const card of [
        { width: 1200, height: 630 },
        { width: 1024, height: 512 },
      ]) {
        const { ctx } = await render(
          { logo, logoPosition: position, logoSize: size, logoOpacity: 0.7 },
          card,
        );
        const drawn = ctx.images().at(-1)!;
        const w = card.width * LOGO_SIZES[size];
        const h = w / 2;
        const x =
          { 'top-left': 40, 'bottom-left': 40, center: (card.width - w) / 2 }[position as string] ??
          card.width - 40 - w;
        const y = position.startsWith('top')
          ? 40
          : position === 'center'
            ? (card.height - h) / 2
            : card.height - 40 - h;
        expect(drawn.device).toEqual({ x, y, w, h });
        expect(drawn.globalAlpha).toBe(0.7);
        expect(strFromU8((drawn.image as FakeImage).bytes)).toContain(
          `width="${Math.round(w)}" height="${Math.round(h)}"`,
        );
      }
    });
  }

  it('skips a logo that fails to load and says so', async () => {
    const { ctx, result } = await render({ logo: { bytes: new Uint8Array([1, 2, 3]), mime: 'image/png' } });
    expect(result.warnings).toEqual([LOGO_LOAD_WARNING]);
    expect(ctx.images()).toHaveLength(1);
  });
});

describe('runOgImages', () => {
  it('renders the three sizes as PNG files named for their size', async () => {
    const graphics = recordingGraphics();
    const { files, warnings } = await runOgImages({}, { graphics, assets: fakeAssets() });
    expect(files.map((f) => f.name)).toEqual([
      'og-image-1200x630.png',
      'og-image-1200x600.png',
      'og-image-1024x512.png',
    ]);
    expect(files.map((f) => decodePng(f.data as Uint8Array)).map((p) => [p.width, p.height])).toEqual([
      [1200, 630],
      [1200, 600],
      [1024, 512],
    ]);
    expect(warnings).toEqual([]);
    // Smaller cards are the same design scaled, so text stays inside.
    expect(graphics.surfaces[2]!.ctx.calls.find((c) => c.op === 'scale')!.args).toEqual([
      1024 / 1200,
      1024 / 1200,
    ]);
  });

  it('writes JPEG and WebP with their extensions', async () => {
    const graphics = recordingGraphics();
    const jpeg = await runOgImages({}, { graphics, assets: fakeAssets() }, { mime: 'image/jpeg' });
    expect(jpeg.files.map((f) => [f.name, f.mime])[0]).toEqual(['og-image-1200x630.jpg', 'image/jpeg']);
    const webp = await renderOgImage(
      {},
      { width: 1200, height: 600 },
      { graphics, assets: fakeAssets() },
      'image/webp',
    );
    expect(webp.file.name).toBe('og-image-1200x600.webp');
  });

  it('registers fonts once per Graphics', async () => {
    const graphics = recordingGraphics();
    await runOgImages({}, { graphics, assets: fakeAssets() });
    expect(graphics.fonts).toHaveLength(3);
    expect(new Set(graphics.fonts.map((f) => f.family))).toEqual(new Set(['Toolbox Inter']));
  });

  it('keeps gradient stop offsets in range', async () => {
    const { ctx } = await render({ template: 'product', theme: 'gradient' });
    const stops = ctx.gradients.flatMap((g: RecordedGradient) => g.stops.map(([o]) => o));
    expect(stops.every((o) => o >= 0 && o <= 1)).toBe(true);
  });
});

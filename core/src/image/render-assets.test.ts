import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import type { RenderAssets } from '../ports';
import { recordingGraphics } from '../testing';
import { drawnByLatin, ensureRenderFonts, ensureScriptFonts, RENDER_FONTS } from './render-assets';

const fontFile = (name: string) =>
  new Uint8Array(readFileSync(createRequire(import.meta.url).resolve(`@fontsource/inter/files/${name}`)));

/** @fontsource/inter's real files, with the names asked for. */
function interAssets(): RenderAssets & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    font: async (file) => {
      asked.push(file);
      return fontFile(file);
    },
    emoji: async () => null,
  };
}

describe('render fonts', () => {
  it('every character the Latin shortcut passes is in each weight of Inter’s Latin file', () => {
    const passed: number[] = [];
    for (let cp = 0; cp <= 0xffff; cp++) if (drawnByLatin(String.fromCodePoint(cp))) passed.push(cp);
    const invisible = /^(?:\s|\p{Cc}|\p{Cf})$/u;
    for (const { file } of RENDER_FONTS) {
      // fontkit's types say Buffer; it reads any Uint8Array.
      const font = create(fontFile(file) as Parameters<typeof create>[0]) as Font;
      const lacking = passed.filter(
        (cp) => !invisible.test(String.fromCodePoint(cp)) && !font.hasGlyphForCodePoint(cp),
      );
      expect(lacking, file).toEqual([]);
    }
    expect(drawnByLatin('Ship faster: 42 tools, café & “quotes”')).toBe(false); // curly quotes are not Latin-1
    expect(drawnByLatin('Ship faster: 42 tools, café & déjà vu')).toBe(true);
  });

  it('a Latin card registers Inter’s three Latin files and opens no other', async () => {
    const graphics = recordingGraphics();
    const assets = interAssets();
    await ensureRenderFonts(graphics, assets);
    const result = await ensureScriptFonts(graphics, assets, ['Build faster', 'Déjà vu, 100%']);
    expect(result).toEqual({ missing: [], fonts: [] });
    expect(assets.asked.sort()).toEqual([
      'inter-latin-400-normal.woff2',
      'inter-latin-600-normal.woff2',
      'inter-latin-800-normal.woff2',
    ]);
  });

  it('Latin Extended and Greek are registered in every weight when a text has them; a lacking character is named', async () => {
    const graphics = recordingGraphics();
    const assets = interAssets();
    await ensureRenderFonts(graphics, assets);
    const result = await ensureScriptFonts(graphics, assets, ['Zażółć gęślą jaźń', 'αβγ \u{10FFFD}']);
    expect(result.missing).toEqual(['\u{10FFFD}']);
    const registered = graphics.fonts.map(
      (font) => `${font.descriptors?.weight} ${font.descriptors?.unicodeRange?.slice(0, 11)}`,
    );
    for (const weight of ['400', '600', '800']) {
      expect(registered).toContain(`${weight} U+100-2ba,U`);
      expect(registered).toContain(`${weight} U+370-377,U`);
    }
  });
});

// Renders every OG template x theme at 1200x630 into one PNG to look at: `pnpm exec tsx test/contact-sheet.ts [out.png]`.
import { writeFile } from 'node:fs/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { OG_TEMPLATES, OG_THEMES, type OgImageInput, runOgImages } from '@toolbox/core/tools/og-generator';
import { nodeRenderAssets } from '../src/platform/assets';
import { napiGraphics } from '../src/platform/napi-graphics';

const out = process.argv[2] ?? '/tmp/contact-sheet.png';
const input: Partial<OgImageInput> = JSON.parse(process.argv[3] ?? '{}');
const graphics = napiGraphics();
const assets = nodeRenderAssets();
const cell = { w: 600, h: 315, gap: 16 };
const sheet = createCanvas(
  OG_THEMES.length * (cell.w + cell.gap) + cell.gap,
  OG_TEMPLATES.length * (cell.h + cell.gap) + cell.gap,
);
const ctx = sheet.getContext('2d');
ctx.fillStyle = '#d4d4d8';
ctx.fillRect(0, 0, sheet.width, sheet.height);
for (const [row, template] of OG_TEMPLATES.entries()) {
  for (const [col, theme] of OG_THEMES.entries()) {
    const [file] = (
      await runOgImages(
        { ...input, template, theme },
        { graphics, assets },
        { sizes: [{ width: 1200, height: 630 }] },
      )
    ).files;
    const image = await loadImage(Buffer.from(file!.data as Uint8Array));
    ctx.drawImage(
      image,
      cell.gap + col * (cell.w + cell.gap),
      cell.gap + row * (cell.h + cell.gap),
      cell.w,
      cell.h,
    );
  }
}
await writeFile(out, sheet.toBuffer('image/png'));
console.log(`wrote ${out}`);

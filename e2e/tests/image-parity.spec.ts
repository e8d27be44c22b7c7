// The same OG card rendered by Chromium (through the page) and by the CLI (@napi-rs/canvas) must match.
// Metric: a pixel "differs" when any RGBA channel is off by more than 48 levels (glyph edges are anti-aliased
// differently by Chrome and Skia's CPU rasteriser). Thresholds: at most 0.5% of pixels differ and the mean
// absolute channel difference is at most 0.75 levels (measured: 0.03-0.12% and 0.12-0.22). Layout drift (a word
// wrapping differently, an emoji or font falling back) moves whole words and fails both bounds by a wide margin.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diffPixels } from '@toolbox/core/image/pixel-diff';
import { decodePng } from '@toolbox/core/image/png-decode';
import { signedInConfigHome } from '../../cli/test/signed-in-config-home.mjs';
import { expect, signedInTest as test } from '../fixtures';
import { repoRoot } from '../stack';

const toolbox = join(repoRoot, 'cli', 'dist', 'toolbox.js');

const cases = [
  {
    title: 'Build Amazing Web Apps',
    description: 'Create stunning applications with modern tools.',
    emoji: '🚀',
    template: 'blog',
    theme: 'gradient',
  },
  {
    title: 'Shipping 👩🏽‍💻 every day',
    description: 'Notes from a team that deploys forty times a week.',
    emoji: '⚡',
    template: 'tweet',
    theme: 'light',
  },
  {
    title: 'Reference: the config file',
    description: 'Every option, its default and an example.',
    emoji: '📚',
    template: 'docs',
    theme: 'dark',
  },
] as const;

test.describe('OG image parity: web and CLI', () => {
  test.beforeAll(() => {
    if (!existsSync(toolbox)) {
      const build = spawnSync(process.execPath, [join(repoRoot, 'cli', 'build.mjs')], { stdio: 'inherit' });
      expect(build.status).toBe(0);
    }
  });

  for (const input of cases) {
    test(`${input.template} / ${input.theme}`, async ({ page }) => {
      await page.goto('/og-generator');
      await page.getByLabel('Title', { exact: true }).fill(input.title);
      await page.getByLabel('Description', { exact: true }).fill(input.description);
      await page.getByLabel('Emoji', { exact: true }).fill(input.emoji);
      await page.getByLabel('Template', { exact: true }).selectOption(input.template);
      await page.getByLabel('Theme', { exact: true }).selectOption(input.theme);
      const next = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download 1200 × 630' }).click();
      const web = decodePng(new Uint8Array(readFileSync((await (await next).path()) as string)));

      const dir = mkdtempSync(join(tmpdir(), 'parity-'));
      const cli = spawnSync(
        process.execPath,
        [
          toolbox,
          'og',
          '--title',
          input.title,
          '--description',
          input.description,
          '--emoji',
          input.emoji,
          '--template',
          input.template,
          '--theme',
          input.theme,
          '--size',
          '1200x630',
          '--out',
          dir,
        ],
        {
          encoding: 'utf8',
          env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_CONFIG_HOME: signedInConfigHome() },
        },
      );
      expect(cli.stderr).toBe('');
      expect(cli.status).toBe(0);
      const native = decodePng(new Uint8Array(readFileSync(join(dir, 'og-image-1200x630.png'))));

      const diff = diffPixels(web, native, 48);
      test.info().annotations.push({ type: 'parity', description: JSON.stringify(diff) });
      console.log(`parity ${input.template}/${input.theme}: ${JSON.stringify(diff)}`);
      expect(diff.ratio).toBeLessThanOrEqual(0.005);
      expect(diff.meanAbs).toBeLessThanOrEqual(0.75);
    });
  }
});

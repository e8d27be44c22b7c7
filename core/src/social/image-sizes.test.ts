import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../errors';
import {
  formatSize,
  imageFor,
  imageUrl,
  PREVIEW_NETWORKS,
  parseImageBaseUrl,
  SOCIAL_IMAGE_SIZES,
  SOCIAL_NETWORKS,
  twitterCardFor,
} from './image-sizes';

describe('the social image table', () => {
  it('has the spec’s three OG sizes, labelled with the networks that use them', () => {
    expect(SOCIAL_IMAGE_SIZES.map((s) => [`${s.width}x${s.height}`, s.label])).toEqual([
      ['1200x630', 'Twitter/Facebook'],
      ['1200x600', 'LinkedIn'],
      ['1024x512', 'Medium'],
    ]);
    expect(PREVIEW_NETWORKS.map((n) => n.id)).toEqual(['facebook', 'twitter', 'linkedin']);
    expect(SOCIAL_NETWORKS.filter((n) => n.tag).map((n) => n.tag)).toEqual(['twitter:image', 'og:image']);
    expect(formatSize({ width: 1200, height: 630 })).toBe('1200 × 630');
  });

  it.each([
    [{ width: 1200, height: 630 }, 'summary_large_image'],
    [{ width: 1024, height: 512 }, 'summary_large_image'],
    [{ width: 400, height: 400 }, 'summary'],
    [{ width: 280, height: 150 }, 'summary'],
  ] as const)('%o suits the %s card', (size, card) => expect(twitterCardFor(size)).toBe(card));

  it('points a network at its own size, else at the first file made', () => {
    const files = [
      { width: 1200, height: 600, name: 'b' },
      { width: 1200, height: 630, name: 'a' },
    ];
    expect(imageFor('facebook', files)?.name).toBe('a');
    expect(imageFor('linkedin', files)?.name).toBe('b');
    expect(imageFor('medium', files)?.name).toBe('b');
    expect(imageFor('facebook', [])).toBeUndefined();
  });
});

describe('parseImageBaseUrl', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['  https://example.com/og  ', 'https://example.com/og/'],
    ['http://cdn.example.com/a b/', 'http://cdn.example.com/a%20b/'],
    ['HTTPS://Example.COM/img/', 'https://example.com/img/'],
  ])('reads %j as the folder %j', (text, base) => expect(parseImageBaseUrl(text)).toBe(base));

  it.each([
    ['', 'og:image must be an absolute URL'],
    ['/images/', 'is not an absolute URL'],
    ['example.com/og', 'is not an absolute URL'],
    ['javascript:alert(1)', 'must start with https:// or http://, not javascript:'],
    ['JaVaScRiPt:alert(1)//https://x', 'not javascript:'],
    ['data:image/png;base64,AAAA', 'not data:'],
    ['file:///etc/passwd', 'not file:'],
    ['https://user:pw@example.com/', 'user name and password'],
    ['https://example.com/og/?v=1', 'leave out the ? query'],
    ['https://example.com/og/#x', 'leave out the ? query'],
  ])('refuses %j', (text, message) => {
    expect(() => parseImageBaseUrl(text)).toThrow(ToolInputError);
    expect(() => parseImageBaseUrl(text)).toThrow(message);
  });

  it('resolves file names inside the folder, never above it', () => {
    expect(imageUrl('https://example.com/og', 'og-image-1200x630.png')).toBe(
      'https://example.com/og/og-image-1200x630.png',
    );
    expect(imageUrl('https://example.com/og/', '../x.png')).toBe('https://example.com/og/..%2Fx.png');
  });
});

// One table: no source outside this module spells a social image size again (a number pair such as
// `{ width: 1200, height: 630 }` or `[1024, 512]`, or a text such as "1200x630" or "1200 × 675"). Comments may.
const repo = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const WIDTHS = new Set(['1200', '1024']);
const HEIGHTS = new Set(['675', '630', '628', '627', '600', '512']);
const self = relative(repo, fileURLToPath(new URL('./image-sizes.ts', import.meta.url)));
const SIZE_TEXT = /\b(?:1200|1024)\s*(?:x|×|\/|:)\s*(?:675|630|628|627|600|512)\b/;

function sources(dir: string): string[] {
  return readdirSync(join(repo, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (name === 'node_modules' || name.startsWith('.') || name === '__snapshots__') return [];
    if (statSync(join(repo, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Where a file spells a social size outside comments, as "file: text". */
function sizesSpelledIn(path: string): string[] {
  const text = readFileSync(join(repo, path), 'utf8');
  if (!text.includes('1200') && !text.includes('1024')) return [];
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const numbers: { value: string; end: number }[] = [];
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNumericLiteral(node)) numbers.push({ value: node.text, end: node.getEnd() });
    else if (
      (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) &&
      SIZE_TEXT.test(node.text)
    )
      found.push(`${path}: ${node.text.trim()}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  numbers.forEach((n, i) => {
    const next = numbers[i + 1];
    if (WIDTHS.has(n.value) && next && HEIGHTS.has(next.value) && next.end - n.end < 40)
      found.push(`${path}: ${n.value} … ${next.value}`);
  });
  return found;
}

describe('one table of social image sizes', () => {
  // Reads every source file: seconds on a loaded 2-core run, over the 5 s default.
  it('is the only place the sizes are written (core, web, CLI)', { timeout: 30_000 }, () => {
    const files = ['core/src', 'web/src', 'cli/src'].flatMap(sources).filter((f) => f !== self);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(sizesSpelledIn)).toEqual([]);
  });

  it('finds a second table when there is one', () => {
    expect(sizesSpelledIn(self)).not.toEqual([]);
  });
});

// A book laid out as d2l-ai/d2l-en is (fixtures/d2l-book, SOURCES.md): chapters in their folders, pictures in
// ../img/. The blog copies them, each resolved from its own chapter, and serves every SVG sanitized.
import { cpSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const fixture = join(import.meta.dirname, 'fixtures', 'd2l-book');

describe('toolbox blog on a book (built binary)', () => {
  it("copies each chapter's ../img/ pictures, sanitizes SVGs, and still refuses what lies outside", () => {
    const root = mkdtempSync(join(tmpdir(), 'toolbox-blog-book-'));
    const book = join(root, 'book');
    cpSync(fixture, book, { recursive: true });
    const chapters = join(book, 'chapter_linear-regression');
    // A hostile picture beside the real ones, and a link to a file outside the book.
    writeFileSync(
      join(book, 'img', 'hostile.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9" onload="alert(1)"><script>alert(2)</script><foreignObject><iframe src="https://evil.example"/></foreignObject><a href="javascript:alert(3)"><rect width="9" height="9"/></a></svg>',
    );
    writeFileSync(join(root, 'private.png'), 'secret');
    symlinkSync(join(root, 'private.png'), join(book, 'img', 'private.png'));
    writeFileSync(
      join(chapters, 'hostile.md'),
      '# Hostile\n\n![x](../img/hostile.svg) ![y](../img/private.png)\n',
    );
    const result = toolboxIn(book, ['blog', 'chapter_linear-regression', '-o', 'site']);
    expect(result.stderr).toBe(
      'warning: an image outside the source folder and the current folder was not copied: ../img/private.png\n',
    );
    expect(result.code).toBe(0);
    const site = join(book, 'site');
    const files = readdirSync(site).sort();
    expect(files).toEqual([
      'generalization.html',
      'hostile.html',
      'image-img-capacity-vs-error.svg',
      'image-img-fit-linreg.svg',
      'image-img-hostile.svg',
      'index.html',
      'linear-regression.html',
    ]);
    const page = readFileSync(join(site, 'linear-regression.html'), 'utf8');
    expect(page).toContain('src="image-img-fit-linreg.svg"');
    expect(readFileSync(join(site, 'generalization.html'), 'utf8')).toContain(
      'src="image-img-capacity-vs-error.svg"',
    );
    // Every copied SVG is well-formed, keeps its drawing, and holds nothing that runs or reaches out.
    for (const name of files.filter((file) => file.endsWith('.svg'))) {
      const svg = readFileSync(join(site, name), 'utf8');
      expect(XMLValidator.validate(svg), name).toBe(true);
      expect(svg).not.toMatch(/<script|\son\w+=|foreignObject|iframe|javascript:|evil/i);
    }
    const original = readFileSync(join(fixture, 'img', 'fit-linreg.svg'), 'utf8');
    const copied = readFileSync(join(site, 'image-img-fit-linreg.svg'), 'utf8');
    expect(copied.match(/<path\b/g)?.length).toBe(original.match(/<path\b/g)?.length);
    expect(readFileSync(join(site, 'image-img-hostile.svg'), 'utf8')).toContain('<rect width="9" height="9"');
  });
});

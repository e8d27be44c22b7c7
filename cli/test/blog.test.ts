import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

describe('toolbox blog (built binary)', () => {
  it('zips one page per file of a folder into blog.zip, and refuses to overwrite', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-blog-'));
    mkdirSync(join(dir, 'posts'));
    writeFileSync(join(dir, 'posts', '01-hello.md'), '# Hello\n\nFirst <script>alert(1)</script>');
    writeFileSync(join(dir, 'posts', '02-again.md'), '# Again\n\n[bad](javascript:alert(1))');
    writeFileSync(join(dir, 'posts', 'notes.txt'), 'ignored');
    expect(toolboxIn(dir, ['blog', 'posts', '--style', 'dark'])).toMatchObject({
      code: 0,
      stdout: 'blog.zip (3 pages)\n',
    });
    const zip = unzipSync(new Uint8Array(readFileSync(join(dir, 'blog.zip'))));
    expect(Object.keys(zip)).toEqual(['index.html', 'hello.html', 'again.html']);
    const hello = strFromU8(zip['hello.html'] ?? new Uint8Array());
    expect(hello).toContain('<p>First alert(1)</p>'); // raw HTML through the allow-list: the script tags go
    expect(hello).toContain('href="again.html"');
    expect(strFromU8(zip['again.html'] ?? new Uint8Array())).not.toContain('javascript:');
    expect(toolboxIn(dir, ['blog', 'posts']).code).toBe(1);
  });

  it('writes one page per # section of a single file into a folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-blog-'));
    writeFileSync(join(dir, 'doc.md'), '# One\n\nA\n\n# Two\n\nB\n');
    const result = toolboxIn(dir, ['blog', 'doc.md', '-o', 'site', '--title', 'My Site']);
    expect(result.code).toBe(0);
    expect(readdirSync(join(dir, 'site')).sort()).toEqual(['index.html', 'one.html', 'two.html']);
    expect(readFileSync(join(dir, 'site', 'index.html'), 'utf8')).toContain('<h1>My Site</h1>');
    expect(toolboxIn(dir, ['blog', 'missing.md']).code).toBe(1);
  });

  it('keeps a data: SVG picture, sanitized, and drops one that is not an SVG', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-blog-'));
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/><script>alert(1)</script></svg>';
    const badge = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    writeFileSync(
      join(dir, 'post.md'),
      `# Post\n\n![badge](${badge})\n\n![junk](data:image/svg+xml;base64,AAAA)\n`,
    );
    expect(toolboxIn(dir, ['blog', 'post.md', '-o', 'site']).code).toBe(0);
    const html = readFileSync(join(dir, 'site', 'post.html'), 'utf8');
    const src = /<img src="data:image\/svg\+xml;base64,([^"]+)" alt="badge"/.exec(html)?.[1];
    expect(Buffer.from(src ?? '', 'base64').toString('utf8')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>',
    );
    expect(html).not.toContain('alt="junk"');
    expect(html).toContain('junk');
  });

  it('copies local images into the site, rewrites their src, refuses paths out of the folder, and writes the feed', () => {
    // The secret lies outside both the posts folder and the current folder (`work`).
    const root = mkdtempSync(join(tmpdir(), 'toolbox-blog-'));
    const dir = join(root, 'work');
    mkdirSync(join(dir, 'posts', 'img'), { recursive: true });
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    writeFileSync(join(dir, 'posts', 'img', 'chart.png'), png);
    writeFileSync(join(root, 'secret.png'), png);
    symlinkSync(join(root, 'secret.png'), join(dir, 'posts', 'img', 'link.png'));
    writeFileSync(
      join(dir, 'posts', '2024-05-01-images.md'),
      '# Images\n\n![chart](img/chart.png) <img src="./img/chart.png" alt="again">\n\n![up](../../secret.png) ![abs](/etc/passwd) ![passwd](../../etc/passwd) ![link](img/link.png) ![remote](https://example.com/a.png)\n',
    );
    writeFileSync(join(dir, 'posts', '2024-06-01-later.md'), '# Later & <newer>\n\nText.\n');
    const result = toolboxIn(dir, ['blog', 'posts', '-o', 'site', '--site-url', 'https://ada.dev/blog']);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toMatch(/Unexpected|Refusing/);
    const warnings = result.stderr.split('\n').filter((line) => line.startsWith('warning:'));
    expect(warnings).toEqual([
      'warning: 4 images outside the source folder and the current folder were not copied: ../../secret.png, /etc/passwd, ../../etc/passwd, …',
    ]);
    expect(readdirSync(join(dir, 'site')).sort()).toEqual([
      'feed.xml',
      'image-img-chart.png',
      'images.html',
      'index.html',
      'later-newer.html',
      'sitemap.xml',
    ]);
    expect(readFileSync(join(dir, 'site', 'image-img-chart.png'))).toEqual(png);
    const page = readFileSync(join(dir, 'site', 'images.html'), 'utf8');
    expect(page.match(/src="image-img-chart\.png"/g)).toHaveLength(2);
    // Refused images keep their src as written (a browser shows them broken); nothing of theirs is in the site.
    expect(page).toContain('src="../../secret.png"');
    const xml = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      isArray: (n) => n === 'entry',
    });
    const feedText = readFileSync(join(dir, 'site', 'feed.xml'), 'utf8');
    expect(XMLValidator.validate(feedText)).toBe(true);
    const { feed } = xml.parse(feedText);
    expect(feed.entry.map((e: { title: string }) => e.title)).toEqual(['Later & <newer>', 'Images']);
    expect(feed.entry.map((e: { id: string }) => e.id)).toEqual([
      'https://ada.dev/blog/later-newer.html',
      'https://ada.dev/blog/images.html',
    ]);
    expect(feed.updated).toBe('2024-06-01T00:00:00Z');
    const sitemapText = readFileSync(join(dir, 'site', 'sitemap.xml'), 'utf8');
    expect(XMLValidator.validate(sitemapText)).toBe(true);
    expect(xml.parse(sitemapText).urlset.url.map((u: { loc: string }) => u.loc)).toEqual([
      'https://ada.dev/blog/',
      'https://ada.dev/blog/later-newer.html',
      'https://ada.dev/blog/images.html',
    ]);
  });
});

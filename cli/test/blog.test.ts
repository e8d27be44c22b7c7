import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});

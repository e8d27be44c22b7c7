// The built `toolbox xml` as a user runs it: a real Maven POM formatted as xmllint formats it, a broken manifest
// refused in one line with its line and column, XPath on a real feed, JSON both ways.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-xml-'));
const toolbox = (args: string[], input?: string) => toolboxIn(cwd, args, { input });
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../core/src/tools/xml/corpus/fixtures/${name}`, import.meta.url));

describe('toolbox xml (built)', () => {
  it('formats a real POM byte for byte as xmllint --format, to -o', async () => {
    const pom = fixture('maven-commons-lang-pom.xml');
    const result = await toolbox(['xml', 'format', pom, '-o', 'pom.xml']);
    expect(result).toMatchObject({ code: 0, stdout: '' });
    expect(readFileSync(join(cwd, 'pom.xml'), 'utf8')).toBe(
      execFileSync('xmllint', ['--format', pom], { encoding: 'utf8' }),
    );
  });

  it('refuses a broken manifest in one line with its line and column, exit 1', async () => {
    const manifest = readFileSync(fixture('android-catalog-manifest.xml'), 'utf8').replace(
      '</application>',
      '</aplication>',
    );
    const result = await toolbox(['xml', 'validate', '-'], manifest);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/Invalid XML: unexpected close tag \(line 37, column \d+\)\./);
  });

  it('runs XPath on a real feed', async () => {
    const result = await toolbox(['xml', 'xpath', 'count(//item)', fixture('feed-narro.rss')]);
    expect(result).toMatchObject({
      code: 0,
      stdout: `${execFileSync('xmllint', ['--xpath', 'count(//item)', fixture('feed-narro.rss')], { encoding: 'utf8' }).trim()}\n`,
    });
  });

  it('goes to JSON and back', async () => {
    const json = await toolbox(['xml', 'to-json', '-'], '<order id="7"><item>a</item><item>b</item></order>');
    expect(JSON.parse(json.stdout)).toEqual({ order: { '@id': '7', item: ['a', 'b'] } });
    const xml = await toolbox(['xml', 'from-json', '-'], json.stdout);
    expect(xml).toMatchObject({
      code: 0,
      stdout: '<order id="7">\n  <item>a</item>\n  <item>b</item>\n</order>\n',
    });
  });
});

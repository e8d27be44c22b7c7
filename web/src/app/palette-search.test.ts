import type { ToolMeta } from '@toolbox/core/define-tool';
import { findTool, toolPath, tools } from '@toolbox/core/registry';
import { describe, expect, it } from 'vitest';
import { paletteResults } from './palette-search';

const ids = (query: string) => paletteResults(query, tools).tools.map((tool) => tool.id);

describe('paletteResults', () => {
  it('lists every tool and every page for an empty query', () => {
    const results = paletteResults('  ', tools);
    expect(results.tools).toHaveLength(tools.length);
    expect(results.pages.map((page) => page.title)).toEqual(['Dashboard', 'Profile', 'Teams']);
  });

  it('finds the Teams page by the words for it', () => {
    expect(paletteResults('invite', tools).pages.map((page) => page.path)).toEqual(['/teams']);
  });

  it('ranks a title match first', () => {
    expect(ids('favicon')[0]).toBe('favicon-maker');
    expect(ids('commit')[0]).toBe('commit-message-assistant');
  });

  it('finds tools by keyword', () => {
    expect(ids('open graph')).toContain('og-generator');
  });

  it('finds each tool first by its own title, and by its first three letters among the first hits', () => {
    for (const tool of tools) {
      expect(ids(tool.title)[0], tool.title).toBe(tool.id);
      expect(ids(tool.title.slice(0, 3)), tool.title).toContain(tool.id);
    }
  });

  // Issue 79: the words people type for the everyday tools, each finding its tool first.
  it.each([
    ['hex', 'number-base'],
    ['binary', 'number-base'],
    ['snake', 'text-case'],
    ['camel', 'text-case'],
    ['word count', 'text-case'],
    ['ulid', 'ulid'],
    ['totp', 'totp'],
    ['otp', 'totp'],
    ['2fa', 'totp'],
    ['basic auth', 'basic-auth'],
    ['data uri', 'basic-auth'],
    ['file to base64', 'basic-auth'],
    ['chmod', 'chmod'],
    ['permissions', 'chmod'],
    ['cidr', 'cidr'],
    ['subnet', 'cidr'],
    ['ip', 'cidr'],
    ['netmask', 'cidr'],
    ['escape', 'escape'],
    ['unescape', 'escape'],
    ['shell quote', 'escape'],
    ['lorem', 'lines'],
    ['lorem ipsum', 'lines'],
    ['dedupe', 'lines'],
    ['shuffle', 'lines'],
    ['sort lines', 'lines'],
    ['http status', 'http-reference'],
    ['422', 'http-reference'],
    ['mime', 'http-reference'],
    ['content type', 'http-reference'],
    ['hash', 'hash'],
    ['md5', 'hash'],
    ['sha256', 'hash'],
    ['checksum', 'hash'],
    ['crc32', 'hash'],
    ['bcrypt', 'bcrypt'],
    ['htpasswd', 'bcrypt'],
    ['user agent', 'user-agent'],
    ['useragent', 'user-agent'],
    ['browser', 'user-agent'],
    ['crawler', 'user-agent'],
    ['docker', 'docker-compose'],
    ['compose', 'docker-compose'],
    ['docker run', 'docker-compose'],
    ['jwk', 'keys'],
    ['pem', 'keys'],
    ['rsa', 'keys'],
    ['key pair', 'keys'],
  ])('"%s" finds %s first', (query, id) => {
    expect(ids(query)[0]).toBe(id);
  });

  // Two letters also inside "Visual" and "both": listed, though not first.
  it.each(['ua', 'bot'])('"%s" lists the user-agent parser', (query) => {
    expect(ids(query)).toContain('user-agent');
  });

  it("finds a category's tools by the category's name", () => {
    expect(ids('images').sort()).toEqual(
      tools
        .filter((tool) => tool.category === 'images')
        .map((tool) => tool.id)
        .sort(),
    );
    expect(ids('supabase databases')).toEqual(expect.arrayContaining(['rls-policy-generator', 'sql-format']));
  });

  it('needs every word to match', () => {
    expect(ids('favicon changelog')).toEqual([]);
  });

  it('finds pages by their keywords', () => {
    expect(paletteResults('account', tools).pages.map((page) => page.path)).toEqual(['/profile']);
    expect(paletteResults('home', tools).pages.map((page) => page.path)).toEqual(['/']);
  });

  it('searches only the tools it is given', () => {
    const only = tools.filter((tool) => tool.id === 'regex-json');
    expect(paletteResults('json', only).tools.map((tool) => tool.id)).toEqual(['regex-json']);
    expect(paletteResults('favicon', only).tools).toEqual([]);
  });
});

describe('where a palette hit opens', () => {
  it('opens the tab of a tool that the query names, else the tool', () => {
    const devUtilities: ToolMeta | undefined = findTool('dev-utilities');
    if (!devUtilities) throw new Error('dev-utilities is registered');
    expect(toolPath(devUtilities, 'base64')).toBe('/dev-utilities?tab=converters');
    expect(toolPath(devUtilities, 'Email')).toBe('/dev-utilities?tab=validators');
    expect(toolPath(devUtilities, 'dev utilities')).toBe('/dev-utilities');
  });

  it.each([
    ['parse url', 'url', '/url?tab=parse'],
    ['query string', 'url', '/url?tab=parse'],
    ['url decode', 'url', '/url?tab=coding'],
    ['openapi breaking changes', 'api-docs', '/api-docs?tab=compare'],
    ['tailwind responsive', 'tailwind-utilities', '/tailwind-utilities?tab=responsive'],
    ['tailwind theme', 'tailwind-utilities', '/tailwind-utilities?tab=config'],
  ])('"%s" finds %s first and opens %s', (query, id, path) => {
    const first = paletteResults(query, tools).tools[0];
    expect(first?.id).toBe(id);
    expect(first && toolPath(first, query)).toBe(path);
  });

  it('only names tab words the search itself matches', () => {
    const metas: readonly ToolMeta[] = tools;
    for (const tool of metas)
      for (const tab of tool.tabs ?? [])
        for (const word of tab.keywords) expect(tool.keywords).toContain(word);
  });
});

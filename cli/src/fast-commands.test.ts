import { describe, expect, it } from 'vitest';
import { FAST_BUNDLES, FAST_COMMANDS, fastBundleFor, fastCacheVariant } from './fast-commands';

describe('fastCacheVariant', () => {
  it.each([
    [['jwt', 'decode', 'TOKEN'], 'jwt-decode'],
    [['--json', 'jwt', 'verify', 'TOKEN', '--secret', 's'], 'jwt-verify'],
    [['--api-url', 'http://x', 'url', 'parse', 'https://e.dev'], 'url-parse'],
    [['url', 'encode', 'a b'], 'url-encode'],
    [['jwt', '--help'], 'jwt'],
    [['help', 'jwt'], 'jwt'],
    [['jwt', 'bogus'], 'jwt'],
    // A command's argument is data, never part of a cache's name (one cache per command).
    [['cron', '*/5 * * * *'], 'cron'],
    [['diff', 'decode', 'verify'], 'diff'],
    [['time', 'sign'], 'time'],
    [['hash', '--text', 'abc'], 'hash'],
  ])('%j uses the cache %s', (argv, variant) => {
    expect(fastCacheVariant(argv)).toBe(variant);
  });
});

describe('fastBundleFor', () => {
  it.each([
    [['jwt', 'decode', 'TOKEN'], 'fast/commands.cjs'],
    [['--json', 'diff', 'a', 'b'], 'fast/commands.cjs'],
    [['help', 'uuid'], 'fast/utilities.cjs'],
    [['--max-input-size', '1MB', 'json', 'format', 'a.json'], 'fast/utilities.cjs'],
    [['convert', 'a.json'], 'fast/data.cjs'],
    [['types', 'a.json', '--lang', 'zod'], 'fast/data.cjs'],
    [['cert', 'ca.pem'], 'fast/cert.cjs'],
    [['edge-function', 'hello'], 'fast/generators.cjs'],
    [['sql', 'format', 'q.sql'], 'fast/sql.cjs'],
    [['schema', 'dump.sql'], undefined],
    [['json'.toUpperCase()], undefined],
    [[], undefined],
  ])('%j is run by %s', (argv, bundle) => {
    expect(fastBundleFor(argv)).toBe(bundle);
  });

  it('puts each small command in exactly one bundle', () => {
    const listed = Object.values(FAST_BUNDLES).flat();
    expect(listed).toHaveLength(new Set(listed).size);
    expect(new Set(listed)).toEqual(new Set(FAST_COMMANDS));
  });
});

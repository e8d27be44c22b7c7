import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { semverRegexesOnDemand } from '../semver-regexes-on-demand.mjs';

// semver as the CLI's bundles hold it (build.mjs): its token table written by the build, each RegExp made on first
// read. It must answer as the module on disk does.
interface Options {
  loose?: boolean;
  includePrerelease?: boolean;
  rtl?: boolean;
}
/** What of semver's API the test asks (cli has no semver types of its own: core depends on it). */
interface Semver {
  re: RegExp[];
  src: string[];
  tokens: Record<string, number>;
  valid(version: string, options?: Options): string | null;
  clean(version: string): string | null;
  coerce(version: string, options?: Options): { version: string } | null;
  inc(version: string, release: string, identifier?: string): string | null;
  prerelease(version: string): (string | number)[] | null;
  validRange(range: string, options?: Options): string | null;
  satisfies(version: string, range: string, options?: Options): boolean;
  sort(versions: string[]): string[];
}
const semverPath = createRequire(new URL('../../core/package.json', import.meta.url)).resolve('semver');
const real = createRequire(import.meta.url)(semverPath) as Semver;

const VERSIONS = [
  '1.2.3',
  'v1.2.3',
  '=1.2.3',
  ' 1.2.3 ',
  '1.2.3-alpha.1',
  '1.2.3-0.3.7',
  '1.2.3-x.7.z.92',
  '1.2.3+build.11.e0f985a',
  '1.2.3-beta+exp.sha.5114f85',
  '01.2.3',
  '1.2',
  '1',
  'v2',
  '1.2.3.4',
  'cli-v3.10.0',
  '@scope/pkg@4.0.0-rc.2',
  'release-2024.05.1',
  'not a version',
  '',
  '9007199254740992.0.0',
  '1.2.3-',
  '1.2.3-01',
  '=v1.2.3-beta.3',
];
const RANGES = [
  '^1.2.3',
  '~1.2.3',
  '~>1.2',
  '1.x',
  '1.2.*',
  '*',
  '',
  '>=1.2.3 <2.0.0',
  '>= 1.2.3 < 2',
  '1.2.3 - 2.3.4',
  '1.2 - 2',
  '^0.0.1',
  '^1.2.3-beta.2',
  '<1.2.3 || >=2.0.0-rc.1',
  '>=0.0.0',
  '>=0.0.0-0',
  'workspace:*',
  'npm:foo@^1',
  '^ 1.2',
  '~ 1.2.3',
  '>=   1.0.0',
  '1.2.3 || garbage',
];

describe('semver with its regular expressions made on demand (cli build)', () => {
  let dir: string;
  let bundlePath: string;
  let bundled: Semver;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toolbox-semver-'));
    bundlePath = join(dir, 'semver.cjs');
    await build({
      entryPoints: [semverPath],
      bundle: true,
      format: 'cjs',
      platform: 'node',
      outfile: bundlePath,
      plugins: [semverRegexesOnDemand],
      logLevel: 'silent',
    });
    bundled = createRequire(import.meta.url)(bundlePath) as Semver;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes no RegExp until one is read, then keeps it', () => {
    const copy = join(dir, 'fresh.cjs');
    copyFileSync(bundlePath, copy);
    const fresh = createRequire(import.meta.url)(copy) as Semver;
    const index = fresh.tokens.GTE0PRE!;
    const before = Object.getOwnPropertyDescriptor(fresh.re, index);
    expect(typeof before?.get).toBe('function');
    const made = fresh.re[index];
    expect(made).toBeInstanceOf(RegExp);
    expect(Object.getOwnPropertyDescriptor(fresh.re, index)?.value).toBe(made);
    expect(fresh.re[index]).toBe(made);
  });

  it('holds the same sources, tokens, flags and replacement strings', () => {
    expect(bundled.src).toEqual(real.src);
    expect(bundled.tokens).toEqual(real.tokens);
    expect(bundled.re.map((regex) => [regex.source, regex.flags])).toEqual(
      real.re.map((regex) => [regex.source, regex.flags]),
    );
    expect(bundled.re.length).toBe(real.re.length);
  });

  it('answers as semver on disk does', () => {
    const answers = (semver: Semver) => ({
      versions: VERSIONS.map((version) => [
        semver.valid(version),
        semver.clean(version),
        semver.valid(version, { loose: true }),
        semver.coerce(version)?.version ?? null,
        semver.coerce(version, { rtl: true })?.version ?? null,
        semver.coerce(version, { includePrerelease: true })?.version ?? null,
        semver.valid(version) ? semver.inc(version, 'prerelease', 'rc') : null,
        semver.valid(version) ? semver.inc(version, 'minor') : null,
        semver.prerelease(version),
      ]),
      ranges: RANGES.map((range) => [
        semver.validRange(range),
        semver.validRange(range, { loose: true }),
        ...VERSIONS.filter((version) => semver.valid(version)).map((version) => [
          semver.satisfies(version, range),
          semver.satisfies(version, range, { includePrerelease: true }),
        ]),
      ]),
      sorted: semver.sort(VERSIONS.filter((version) => semver.valid(version))),
    });
    expect(answers(bundled)).toEqual(answers(real));
  });

  // Its other debug lines name classes, which a bundle without keepNames renames (SemVer as _SemVer).
  it('prints the tokens under NODE_DEBUG=semver as semver does at load', () => {
    const debugOf = (file: string) =>
      spawnSync(process.execPath, ['-e', `require(${JSON.stringify(file)})`], {
        env: { ...process.env, NODE_DEBUG: 'semver' },
        encoding: 'utf8',
      }).stderr.match(/^SEMVER [A-Z0-9]+ \d+ .*$/gm);
    const fromDisk = debugOf(semverPath);
    expect(fromDisk).toHaveLength(real.src.length);
    expect(debugOf(bundlePath)).toEqual(fromDisk);
  });
});

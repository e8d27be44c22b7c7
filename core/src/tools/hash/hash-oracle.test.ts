import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HASH_ALGORITHM_IDS, type HashAlgorithm } from '../../digest/algorithms';
import { runHashBytes } from './hash';
import { runSumsCheck, runSumsParse } from './sums';

// The oracles: OpenSSL's `dgst`, coreutils' `sha256sum` and `b2sum`, and Debian's `crc32` (libarchive-zip-perl),
// installed by support/test-programs.mjs before the tests.
function run(program: string, args: string[], cwd?: string) {
  const result = spawnSync(program, args, { encoding: 'utf8', cwd });
  if (result.error) throw new Error(`${program}: ${result.error.message}`);
  return result;
}

const OPENSSL: Record<Exclude<HashAlgorithm, 'crc32'>, string> = {
  md5: '-md5',
  sha1: '-sha1',
  sha256: '-sha256',
  sha384: '-sha384',
  sha512: '-sha512',
  'sha3-256': '-sha3-256',
  'sha3-512': '-sha3-512',
  blake2b: '-blake2b512',
};

/** Each path's digest in `algorithm`, one oracle run for all of them. */
function oracle(algorithm: HashAlgorithm, paths: string[]): string[] {
  const out =
    algorithm === 'crc32'
      ? run('crc32', paths).stdout
      : run('openssl', ['dgst', OPENSSL[algorithm], '-r', ...paths]).stdout;
  return out
    .trim()
    .split('\n')
    .map((line) => line.split(/[ \t]/)[0] ?? '');
}

const corpus = join(import.meta.dirname, 'corpus');
const files = readdirSync(corpus).filter((name) => name !== 'SOURCES.md');

/** Bytes that are not a repeat of one value, at lengths about the block edges, in a temp folder. */
function generated(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'hash-oracle-'));
  return [0, 1, 55, 56, 63, 64, 127, 128, 135, 136, 1000, 70_000].map((length) => {
    const bytes = new Uint8Array(length);
    let state = length + 7;
    for (let i = 0; i < length; i++) {
      state = (state * 1_103_515_245 + 12_345) >>> 0;
      bytes[i] = state >>> 24;
    }
    const path = join(dir, `${length}.bin`);
    writeFileSync(path, bytes);
    return path;
  });
}

describe('every algorithm against openssl dgst and crc32', () => {
  const paths = [...files.map((name) => join(corpus, name)), ...generated()];
  const theirs = HASH_ALGORITHM_IDS.map((algorithm) => oracle(algorithm, paths));
  it.each(paths.map((path, index) => [path.replace(/^.*\//, ''), path, index] as const))(
    '%s',
    (_, path, index) => {
      const ours = runHashBytes(new Uint8Array(readFileSync(path)));
      expect(ours.map((line) => [line.algorithm, line.hex])).toEqual(
        HASH_ALGORITHM_IDS.map((algorithm, a) => [algorithm, theirs[a]?.[index]]),
      );
    },
  );

  it('agrees with sha256sum and b2sum on the corpus', () => {
    const names = files.filter((name) => !name.endsWith('SUMS'));
    for (const [program, algorithm] of [
      ['sha256sum', 'sha256'],
      ['b2sum', 'blake2b'],
    ] as const) {
      const theirs = run(program, names, corpus).stdout;
      const ours = names.map((name) => {
        const hex = runHashBytes(new Uint8Array(readFileSync(join(corpus, name))), [algorithm])[0]?.hex;
        return `${hex}  ${name}\n`;
      });
      expect(ours.join('')).toBe(theirs);
    }
  });
});

/** Our check of a checksum file in `cwd`, with the digests read from disk as the CLI and the page do. */
function ourCheck(sums: string, cwd: string) {
  const parsed = runSumsParse(sums, 'sha256');
  const outcomes = parsed.entries.map((entry) => {
    let actual: string | undefined;
    try {
      actual = runHashBytes(new Uint8Array(readFileSync(join(cwd, entry.name))), [entry.algorithm])[0]?.hex;
    } catch {
      actual = undefined;
    }
    return { entry, actual };
  });
  return runSumsCheck(outcomes, parsed.malformed.length);
}

describe('checking a checksum file, against sha256sum -c', () => {
  const names = files.filter((name) => !name.endsWith('SUMS'));
  const good = run('sha256sum', names, corpus).stdout;
  const tagged = run('sha256sum', ['--tag', ...names], corpus).stdout;
  const lines = good.split('\n');
  const tampered = [lines[0]?.replace(/^./, (c) => (c === '0' ? '1' : '0')), ...lines.slice(1)].join('\n');
  const malformed = `${good}this is not a checksum line\n${'0'.repeat(40)}  short.txt\n`;
  const realSums = files.filter((name) => name.endsWith('SUMS'));

  it.each([
    ['sha256sum output', good],
    ['sha256sum --tag output', tagged],
    ['a tampered line', tampered],
    ['malformed lines', malformed],
    ...realSums.map((name) => [`${name} (its files absent)`, readFileSync(join(corpus, name), 'utf8')]),
  ])('%s', (_, sums) => {
    const sumsPath = join(mkdtempSync(join(tmpdir(), 'sums-')), 'SHA256SUMS');
    writeFileSync(sumsPath, sums);
    const theirs = run('sha256sum', ['-c', sumsPath], corpus);
    const ours = ourCheck(sums, corpus);
    expect(ours.text === '' ? '' : `${ours.text}\n`).toBe(theirs.stdout);
    const warnings = theirs.stderr
      .split('\n')
      .filter((line) => line.startsWith('sha256sum: WARNING'))
      .map((line) => line.replace('sha256sum: ', ''));
    expect(ours.warnings).toEqual(warnings);
    expect(ours.passed).toBe(theirs.status === 0);
  });
});

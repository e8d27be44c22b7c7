import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ChmodInput, runChmod } from './chmod';

// The oracle: GNU chmod on real files and directories in a temp folder, read back with `stat -c '%a %A'`.
const lines = (file: string) =>
  readFileSync(new URL(`corpus/${file}`, import.meta.url), 'utf8')
    .trim()
    .split('\n');
const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

interface Case extends Required<Omit<ChmodInput, 'kind'>> {
  kind: 'file' | 'directory';
}

/**
 * Each case on its own file or directory: `from` set exactly, then `umask U; chmod MODE`; stat's answer for each.
 * Cases that share a `from`, or a mode and umask, share one chmod run (a process each costs more than the test).
 */
function realChmod(cases: readonly Case[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-chmod-'));
  const paths = cases.map((_, index) => `${dir}/${index}`);
  const groups = (key: (c: Case) => string) => {
    const by = new Map<string, string[]>();
    cases.forEach((c, index) => {
      by.set(key(c), [...(by.get(key(c)) ?? []), paths[index] as string]);
    });
    return [...by];
  };
  const of = (kind: Case['kind']) => paths.filter((_, index) => cases[index]?.kind === kind);
  const script = [
    `touch -- ${of('file').join(' ')} /dev/null`,
    `mkdir -- ${of('directory').join(' ')} ${dir}/spare`,
    // Five digits: GNU chmod then sets a directory's setuid/setgid as written too.
    ...groups((c) => c.from).map(([from, group]) => `chmod 0${from.padStart(4, '0')} ${group.join(' ')}`),
    ...groups((c) => `${c.umask} ${c.mode}`).map(
      ([key, group]) =>
        `(umask ${key.split(' ')[0]}; chmod -- ${quote(key.slice(key.indexOf(' ') + 1))} ${group.join(' ')})`,
    ),
    `stat -c '%a %A' ${paths.join(' ')}`,
  ];
  const file = join(dir, 'script.sh');
  writeFileSync(file, script.join('\n'));
  return execFileSync('sh', [file], { encoding: 'utf8' }).trim().split('\n');
}

const ours = (c: Case) => {
  const result = runChmod(c);
  return `${result.octal} ${result.ls}`;
};

/** The cases where runChmod and GNU chmod differ, each named, so a failure says which. */
function disagreements(cases: readonly Case[]): string[] {
  const real = realChmod(cases);
  return cases.flatMap((c, index) =>
    ours(c) === real[index] ? [] : [`${JSON.stringify(c)}: ours ${ours(c)}, chmod ${real[index]}`],
  );
}

describe('runChmod against GNU chmod and stat', () => {
  it('the modes Debian maintainer scripts on this machine pass to chmod', () => {
    const modes = lines('maintainer-script-modes.txt').map((line) => line.split(' ')[0] as string);
    const cases = modes.flatMap((mode) =>
      (['file', 'directory'] as const).flatMap((kind) =>
        ['000', '644', '2755'].map((from) => ({ mode, from, umask: '022', kind })),
      ),
    );
    expect(disagreements(cases)).toEqual([]);
  });

  it('every who, operator and permission on files and directories, under two umasks', () => {
    const whos = ['', 'u', 'g', 'o', 'a', 'ug', 'go'];
    const perms = ['', 'r', 'w', 'x', 'X', 's', 't', 'rwx', 'u', 'g', 'o', 'rX', 'wst'];
    const clauses = whos.flatMap((who) =>
      ['+', '-', '='].flatMap((op) => perms.map((perm) => `${who}${op}${perm}`)),
    );
    const modes = [...clauses, 'u+x,go-w', 'a=rX,u+w', 'u=rwx,g=u-w,o=', 'g+s,o+t', 'o=u,u-x', '+t-r'];
    const cases = modes.flatMap((mode, index) => {
      const from = ['000', '644', '755', '4755', '2775', '1777', '7777', '610'][index % 8] as string;
      // The umask only matters where the change names nobody (+x, =r).
      const umasks = /^[+=-]/.test(mode) ? ['022', '027'] : ['022'];
      return (['file', 'directory'] as const).flatMap((kind) =>
        umasks.map((umask) => ({ mode, from, umask, kind })),
      );
    });
    expect(disagreements(cases)).toEqual([]);
  }, 120_000);

  it('octal modes, short and five digits, on files and directories with setuid/setgid already set', () => {
    const modes = ['0', '7', '644', '755', '1777', '2755', '4711', '6755', '7777', '0755', '00755', '02755'];
    const cases = modes.flatMap((mode) =>
      (['file', 'directory'] as const).flatMap((kind) =>
        ['000', '6755'].map((from) => ({ mode, from, umask: '022', kind })),
      ),
    );
    expect(disagreements(cases)).toEqual([]);
  });

  it("fast-check's changes from an ls -l mode, the directory or file told by its first letter alone", () => {
    const arbitrary = fc.record({
      mode: fc.oneof(
        fc
          .tuple(
            fc.constantFrom('', 'u', 'g', 'o', 'a'),
            fc.constantFrom('+', '-', '='),
            fc.constantFrom('X', 'rX', 's', 'x', ''),
          )
          .map((parts) => parts.join('')),
        fc.integer({ min: 0, max: 0o777 }).map((octal) => octal.toString(8)),
      ),
      from: fc.integer({ min: 0, max: 0o7777 }).map((octal) => octal.toString(8)),
      umask: fc.constantFrom('022', '077', '000'),
      kind: fc.constantFrom('file' as const, 'directory' as const),
    });
    const cases = fc.sample(arbitrary, { numRuns: 150, seed: 98 });
    const real = realChmod(cases);
    // The same change given the current mode as ls -l shows it (stat's %A, checked above) and the other kind.
    const ours = cases.map((c) => {
      const from = runChmod({ mode: c.from, kind: c.kind }).ls;
      const result = runChmod({ ...c, from, kind: c.kind === 'file' ? 'directory' : 'file' });
      return `${result.octal} ${result.ls}`;
    });
    expect(ours).toEqual(real);
  });

  it('the symbolic form it writes gives chmod the same mode back', () => {
    const octals = ['644', '755', '4755', '2775', '1777', '7777', '0', '6711', '1000'];
    const cases = octals.map((octal) => ({
      mode: runChmod({ mode: octal }).symbolic,
      from: '000',
      umask: '022',
      kind: 'file' as const,
    }));
    expect(realChmod(cases)).toEqual(octals.map((octal) => `${octal} ${runChmod({ mode: octal }).ls}`));
  });

  it('reads each ls -l string found on this machine as the mode stat prints it that way', () => {
    const strings = lines('ls-modes.txt');
    const cases = strings.map((ls) => ({
      mode: runChmod({ mode: ls }).octal,
      from: '000',
      umask: '022',
      kind: ls.startsWith('d') ? ('directory' as const) : ('file' as const),
    }));
    const stat = realChmod(cases).map((line) => line.split(' ')[1]?.slice(1));
    expect(stat).toEqual(strings.map((ls) => ls.slice(1)));
  });
});

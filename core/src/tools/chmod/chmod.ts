import { ToolInputError } from '../../errors';

export const CHMOD_MESSAGES = {
  title: 'Invalid mode',
  blank: 'Please enter a mode: 755, u=rwx,g=rx,o=rx or -rwxr-xr-x.',
  octal: 'An octal mode is at most 7777.',
  from: 'The current mode is an octal mode (644) or an ls -l string (-rw-r--r--).',
  umask: 'A umask is an octal number from 000 to 777.',
  ls: 'An ls -l string is 9 or 10 characters: an optional type, then rwx three times (s, S, t, T for the special bits).',
} as const;

export const CHMOD_KINDS = ['file', 'directory'] as const;
export type ChmodKind = (typeof CHMOD_KINDS)[number];
export type ChmodField = 'mode' | 'from' | 'umask';

export interface ChmodInput {
  /** An octal mode (755, 4755), a symbolic one (u+x,go-w, a=r, g=u), or an ls -l string (-rwsr-xr-x). */
  mode: string;
  /** The mode before, for a symbolic change (octal or ls -l); default 000. */
  from?: string;
  /** The umask (octal); a symbolic change that names nobody (+x) leaves its bits alone; default 022. */
  umask?: string;
  /**
   * A directory keeps setuid/setgid under a short octal mode, and X always sets x (GNU chmod). An ls -l `from`
   * says it by its first letter instead (drwxr-xr-x is a directory's, -rw-r--r-- a file's).
   */
  kind?: ChmodKind;
}

interface ChmodPermissions {
  read: boolean;
  write: boolean;
  execute: boolean;
}

export interface ChmodResult {
  /** How the mode was read. */
  readAs: 'octal' | 'symbolic' | 'ls';
  /** The resulting mode as `stat -c %a` prints it (755, 4755). */
  octal: string;
  /** Four digits: 0755. */
  octal4: string;
  /** As `stat -c %A` prints it: -rwxr-xr-x, drwxrwxrwt. */
  ls: string;
  /** An absolute symbolic mode chmod accepts: u=rwx,g=rx,o=rx (special bits as s and t). */
  symbolic: string;
  owner: ChmodPermissions;
  group: ChmodPermissions;
  others: ChmodPermissions;
  setuid: boolean;
  setgid: boolean;
  sticky: boolean;
  /** The umask and what it leaves for a new file (from 666) and a new directory (from 777). */
  umask: { octal: string; file: string; directory: string; fileLs: string; directoryLs: string };
}

const S_ISUID = 0o4000;
const S_ISGID = 0o2000;
const S_ISVTX = 0o1000;
const ALL = 0o7777;
const READ = 0o444;
const WRITE = 0o222;
const EXEC = 0o111;
const WHO: Record<string, number> = { u: S_ISUID | 0o700, g: S_ISGID | 0o70, o: S_ISVTX | 0o7, a: ALL };
const PERM: Record<string, number> = { r: READ, w: WRITE, x: EXEC, s: S_ISUID | S_ISGID, t: S_ISVTX };
const COPY: Record<string, number> = { u: 0o700, g: 0o70, o: 0o7 };

/** One `who op perms` change, as gnulib's mode_compile records it (modechange.c). */
interface Change {
  op: '=' | '+' | '-';
  flag: 'ordinary' | 'copy' | 'x-if-any-x';
  affected: number;
  value: number;
  mentioned: number;
}

function fail(message: string, field: ChmodField = 'mode'): never {
  throw new ToolInputError(message, CHMOD_MESSAGES.title, field);
}

/** What a message quotes of the input: its start, so a 10 MB line does not make a 10 MB message. */
const shown = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

const pad = (mode: number, digits: number) => mode.toString(8).padStart(digits, '0');

/**
 * How many of `text`'s first characters are in `set`. A loop, not a pattern's `*`: over a line of millions of such
 * characters V8's regular expressions can run out of their backtracking stack.
 */
function leadingRun(text: string, set: string): number {
  let end = 0;
  while (end < text.length && set.includes(text[end] as string)) end++;
  return end;
}

const SYMBOLIC = 'ugoa+-=rwxXst,';

function parseSymbolic(text: string): Change[] {
  const changes: Change[] = [];
  for (const clause of text.split(',')) {
    const who = clause.slice(0, leadingRun(clause, 'ugoa'));
    let affected = 0;
    for (const letter of who) affected |= WHO[letter] as number;
    let rest = clause.slice(who.length);
    if (rest === '') fail(`"${shown(clause)}" has no operator: use +, - or = (u+x, go-w, a=r).`);
    while (rest !== '') {
      const op = rest[0];
      if (op !== '+' && op !== '-' && op !== '=') {
        fail(`"${rest[0]}" in "${shown(clause)}" is not an operator, who (ugoa) or permission (rwxXst).`);
      }
      rest = rest.slice(1);
      let value = 0;
      let flag: Change['flag'] = 'ordinary';
      const copy = /^[ugo]/.exec(rest)?.[0];
      if (copy) {
        value = COPY[copy] as number;
        flag = 'copy';
        rest = rest.slice(1);
      } else {
        const perms = rest.slice(0, leadingRun(rest, 'rwxXst'));
        for (const letter of perms) {
          if (letter === 'X') flag = 'x-if-any-x';
          else value |= PERM[letter] as number;
        }
        rest = rest.slice(perms.length);
      }
      changes.push({ op, flag, affected, value, mentioned: affected ? affected & value : value });
    }
  }
  return changes;
}

/** gnulib's mode_adjust: the new mode after the changes, for a file or a directory, under the umask. */
function adjust(old: number, directory: boolean, umask: number, changes: readonly Change[]): number {
  let mode = old & ALL;
  for (const change of changes) {
    const omit = (directory ? S_ISUID | S_ISGID : 0) & ~change.mentioned;
    let value = change.value;
    if (change.flag === 'copy') {
      value &= mode;
      value |= (value & READ ? READ : 0) | (value & WRITE ? WRITE : 0) | (value & EXEC ? EXEC : 0);
    } else if (change.flag === 'x-if-any-x' && (mode & EXEC || directory)) {
      value |= EXEC;
    }
    value &= (change.affected ? change.affected : ~umask) & ~omit;
    if (change.op === '=') {
      // Who-less `=` clears every bit and sets only what the umask lets through (coreutils 9: `umask 027; chmod =r`).
      const preserved = (change.affected ? ~change.affected : 0) | omit;
      mode = (mode & preserved) | value;
    } else if (change.op === '+') mode |= value;
    else mode &= ~value;
  }
  return mode & ALL;
}

const LS = /^([-dlbcps])?([r-])([w-])([xsS-])([r-])([w-])([xsS-])([r-])([w-])([xtT-])[.+@]?$/;

function parseLs(text: string): { mode: number; type: string | undefined } | undefined {
  const match = LS.exec(text);
  if (!match) return undefined;
  const [, type, ...chars] = match as unknown as [string, string | undefined, ...string[]];
  let mode = 0;
  chars.forEach((char, index) => {
    const bit = 1 << (8 - index);
    if (char !== '-' && char !== 'S' && char !== 'T') mode |= bit;
    if (index === 2 && (char === 's' || char === 'S')) mode |= S_ISUID;
    if (index === 5 && (char === 's' || char === 'S')) mode |= S_ISGID;
    if (index === 8 && (char === 't' || char === 'T')) mode |= S_ISVTX;
  });
  return { mode, type };
}

function parseOctal(text: string, field: ChmodField): number | undefined {
  if (!/^[0-7]+$/.test(text)) return undefined;
  const mode = Number.parseInt(text, 8);
  if (mode > ALL) fail(field === 'mode' ? CHMOD_MESSAGES.octal : CHMOD_MESSAGES.from, field);
  return mode;
}

/** The mode before, and its type when written as ls -l shows it (drwxr-xr-x is a directory's). */
function parseFrom(text: string | undefined): { mode: number; type: string | undefined } {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { mode: 0, type: undefined };
  const octal = parseOctal(trimmed, 'from');
  const from = octal === undefined ? parseLs(trimmed) : { mode: octal, type: undefined };
  if (from === undefined) fail(CHMOD_MESSAGES.from, 'from');
  return from;
}

function parseUmask(text: string | undefined): number {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return 0o22;
  if (!/^[0-7]{1,4}$/.test(trimmed) || Number.parseInt(trimmed, 8) > 0o777)
    fail(CHMOD_MESSAGES.umask, 'umask');
  return Number.parseInt(trimmed, 8);
}

function lsString(mode: number, type: string): string {
  const bit = (mask: number, char: string) => (mode & mask ? char : '-');
  const special = (exec: number, flag: number, set: string) =>
    mode & flag ? (mode & exec ? set : set.toUpperCase()) : bit(exec, 'x');
  return [
    type,
    bit(0o400, 'r'),
    bit(0o200, 'w'),
    special(0o100, S_ISUID, 's'),
    bit(0o40, 'r'),
    bit(0o20, 'w'),
    special(0o10, S_ISGID, 's'),
    bit(0o4, 'r'),
    bit(0o2, 'w'),
    special(0o1, S_ISVTX, 't'),
  ].join('');
}

function symbolicOf(mode: number): string {
  const part = (who: string, shift: number, special: number, letter: string) => {
    const bits = (mode >> shift) & 7;
    return `${who}=${bits & 4 ? 'r' : ''}${bits & 2 ? 'w' : ''}${bits & 1 ? 'x' : ''}${mode & special ? letter : ''}`;
  };
  return [part('u', 6, S_ISUID, 's'), part('g', 3, S_ISGID, 's'), part('o', 0, S_ISVTX, 't')].join(',');
}

const permissions = (mode: number, shift: number): ChmodPermissions => ({
  read: Boolean((mode >> shift) & 4),
  write: Boolean((mode >> shift) & 2),
  execute: Boolean((mode >> shift) & 1),
});

/**
 * A mode read from octal, symbolic or ls -l, written in the other two, with its bits named; symbolic changes
 * apply to `from` as GNU chmod applies them (umask for who-less changes, directories keep setuid/setgid).
 */
export function runChmod(input: ChmodInput): ChmodResult {
  const text = input.mode.trim();
  if (text === '') fail(CHMOD_MESSAGES.blank);
  const umask = parseUmask(input.umask);
  // An ls -l mode's first letter says what it is a mode of, as the file chmod changes does; else `kind`.
  const { mode: old, type: fromType } = parseFrom(input.from);
  const directory = fromType === undefined ? input.kind === 'directory' : fromType === 'd';
  let readAs: ChmodResult['readAs'];
  let mode: number;
  let type = fromType ?? (directory ? 'd' : '-');
  const octal = parseOctal(text, 'mode');
  const ls = octal === undefined ? parseLs(text) : undefined;
  if (octal !== undefined) {
    readAs = 'octal';
    // GNU chmod: fewer than 5 digits leave a directory's setuid/setgid alone unless they set them.
    const mentioned = text.length < 5 ? (octal & (S_ISUID | S_ISGID)) | S_ISVTX | 0o777 : ALL;
    mode = adjust(old, directory, umask, [
      { op: '=', flag: 'ordinary', affected: ALL, value: octal, mentioned },
    ]);
  } else if (ls) {
    readAs = 'ls';
    mode = ls.mode;
    type = ls.type ?? type;
  } else if (text.length >= 7 && /^[-dlbcps]?[r-][w-][xsS-][r-]/.test(text)) {
    fail(CHMOD_MESSAGES.ls);
  } else if (text !== '' && leadingRun(text, SYMBOLIC) === text.length) {
    readAs = 'symbolic';
    mode = adjust(old, directory, umask, parseSymbolic(text));
  } else {
    // A mode that starts with a digit is octal (777x): the fault is where the octal digits stop.
    const digits = /^[0-9]/.test(text);
    const bad = leadingRun(text, digits ? '01234567' : SYMBOLIC);
    fail(
      `Character ${[...text.slice(0, bad)].length + 1}, "${String.fromCodePoint(text.codePointAt(bad) ?? 0)}", is not ${digits ? 'an octal digit' : 'part of a mode (octal, ugoa+-=rwxXst, or ls -l)'}.`,
    );
  }
  const fileDefault = 0o666 & ~umask;
  const directoryDefault = 0o777 & ~umask;
  return {
    readAs,
    octal: mode.toString(8),
    octal4: pad(mode, 4),
    ls: lsString(mode, type),
    symbolic: symbolicOf(mode),
    owner: permissions(mode, 6),
    group: permissions(mode, 3),
    others: permissions(mode, 0),
    setuid: Boolean(mode & S_ISUID),
    setgid: Boolean(mode & S_ISGID),
    sticky: Boolean(mode & S_ISVTX),
    umask: {
      octal: pad(umask, 4),
      file: pad(fileDefault, 4),
      directory: pad(directoryDefault, 4),
      fileLs: lsString(fileDefault, '-'),
      directoryLs: lsString(directoryDefault, 'd'),
    },
  };
}

/** The result as the lines the CLI prints. */
export function runChmodText(result: ChmodResult): string {
  const specials = [result.setuid && 'setuid', result.setgid && 'setgid', result.sticky && 'sticky'].filter(
    Boolean,
  );
  return [
    `octal: ${result.octal4}`,
    `symbolic: ${result.symbolic}`,
    `ls -l: ${result.ls}`,
    `special: ${specials.length > 0 ? specials.join(', ') : 'none'}`,
    `umask ${result.umask.octal}: new files ${result.umask.file} (${result.umask.fileLs}), new directories ${result.umask.directory} (${result.umask.directoryLs})`,
  ].join('\n');
}

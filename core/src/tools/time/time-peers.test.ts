// The times other programs print, read back: date(1), git, Python and Node write each instant in each zone, and
// `toolbox time` must find the instant they wrote; GNU date (`date -d`) reads the same strings as a second opinion.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { ZONE_ABBREVIATIONS } from '../../time/zone-abbreviations';
import { runTimeConvert } from './time';

/** Unix seconds: RFC 9110's example, a time before 1970, both sides of Europe's and New York's clock changes. */
const INSTANTS = [784111777, -67840026, 1774744200, 1774747800, 1793511000, 1793514600, 1795710164];
const ZONES = ['UTC', 'America/New_York', 'Europe/London', 'Europe/Berlin', 'Asia/Tokyo', 'Asia/Kolkata'];
const clock = fixedClock('2026-11-26T00:00:00Z');
const C = { ...process.env, LC_ALL: 'C', LANG: 'C' };

interface Written {
  by: string;
  text: string;
  seconds: number;
}

/** date(1): its default output (the zone's abbreviation before the year) and -R (RFC 5322), in each zone. */
function byDate(): Written[] {
  return ZONES.flatMap((zone) =>
    [
      ['date', '+%a %b %e %H:%M:%S %Z %Y'],
      ['date -R', '-R'],
      ['date --rfc-3339=seconds', '--rfc-3339=seconds'],
    ].flatMap(([by = '', format = '']) => {
      const out = execFileSync('date', ['-f', '-', format], {
        env: { ...C, TZ: zone },
        input: INSTANTS.map((seconds) => `@${seconds}\n`).join(''),
        encoding: 'utf8',
      });
      return out
        .trimEnd()
        .split('\n')
        .map((text, i) => ({ by: `${by} (${zone})`, text, seconds: INSTANTS[i] as number }));
    }),
  );
}

/** git log's date styles, of commits made at each instant with a zone's offset. */
function byGit(): Written[] {
  const repo = mkdtempSync(join(tmpdir(), 'toolbox-time-git-'));
  const env = { ...C, GIT_CONFIG_NOSYSTEM: '1', HOME: repo, GIT_CONFIG_GLOBAL: '/dev/null' };
  const git = (args: string[], extra: Record<string, string> = {}) =>
    execFileSync('git', args, { cwd: repo, env: { ...env, ...extra }, encoding: 'utf8' });
  git(['init', '-q']);
  const offsets = ['+0000', '-0500', '+0530', '+0900', '-0330'];
  const made: number[] = [];
  for (const seconds of INSTANTS.filter((s) => s > 0))
    for (const offset of offsets) {
      const date = `${seconds} ${offset}`;
      git(
        ['-c', 'user.name=A', '-c', 'user.email=a@example.com', 'commit', '-q', '--allow-empty', '-m', 'x'],
        {
          GIT_AUTHOR_DATE: date,
          GIT_COMMITTER_DATE: date,
        },
      );
      made.unshift(seconds);
    }
  return ['default', 'rfc', 'iso', 'iso-strict'].flatMap((style) =>
    git(['log', `--date=${style}`, '--format=%cd'])
      .trimEnd()
      .split('\n')
      .map((text, i) => ({ by: `git log --date=${style}`, text, seconds: made[i] as number })),
  );
}

/** Python's email dates, asctime (UTC), str() and isoformat() of aware datetimes. */
function byPython(): Written[] {
  const script = `
import sys, time, datetime, email.utils
from zoneinfo import ZoneInfo
for s in map(int, sys.argv[2:]):
    print(s, email.utils.formatdate(s, usegmt=True), sep='\\t')
    print(s, time.asctime(time.gmtime(s)), sep='\\t')
    print(s, time.strftime('%Y%m%dT%H%M%SZ', time.gmtime(s)), sep='\\t')
    for zone in sys.argv[1].split(','):
        d = datetime.datetime.fromtimestamp(s, ZoneInfo(zone))
        print(s, email.utils.format_datetime(d), sep='\\t')
        print(s, str(d), sep='\\t')
        print(s, d.isoformat(timespec='microseconds'), sep='\\t')
`;
  const out = execFileSync('python3', ['-c', script, ZONES.join(','), ...INSTANTS.map(String)], {
    env: C,
    encoding: 'utf8',
  });
  return out
    .trimEnd()
    .split('\n')
    .map((line) => {
      const [seconds = '', text = ''] = line.split('\t');
      return { by: 'python', text, seconds: Number(seconds) };
    });
}

/** Node's Date: toString() in each zone (the zone's name in parentheses), toUTCString(). */
function byNode(): Written[] {
  return ZONES.flatMap((zone) => {
    const out = execFileSync(
      process.execPath,
      [
        '-e',
        'for (const s of process.argv.slice(1)) { const d = new Date(s * 1000); console.log(s + "\\t" + d.toString()); console.log(s + "\\t" + d.toUTCString()); }',
        ...INSTANTS.map(String),
      ],
      { env: { ...C, TZ: zone }, encoding: 'utf8' },
    );
    return out
      .trimEnd()
      .split('\n')
      .map((line) => {
        const [seconds = '', text = ''] = line.split('\t');
        return { by: `node (${zone})`, text, seconds: Number(seconds) };
      });
  });
}

const hasPython = spawnSync('python3', ['-c', 'import zoneinfo'], { encoding: 'utf8' }).status === 0;
const written = [...byDate(), ...byGit(), ...(hasPython ? byPython() : []), ...byNode()];

/**
 * GNU date's reading of each string, in seconds, or undefined where it refuses one: one `date -f -` for all, each
 * string followed by `@1` (a refused line prints nothing, so the 1 comes at once).
 */
function gnuDate(texts: readonly string[]): (number | undefined)[] {
  const result = spawnSync('date', ['-u', '-f', '-', '+%s'], {
    env: { ...C, TZ: 'UTC' },
    input: texts.map((text) => `${text}\n@1\n`).join(''),
    encoding: 'utf8',
  });
  const lines = result.stdout.trimEnd().split('\n');
  let at = 0;
  return texts.map(() => {
    const first = lines[at++];
    if (first === '1') return undefined;
    at++;
    return Number(first);
  });
}

const ours = (text: string): number | undefined => {
  try {
    return Math.floor(Number(runTimeConvert({ value: text }, clock).unix.milliseconds) / 1000);
  } catch {
    return undefined;
  }
};

describe('what date(1), git, Python and Node print, read back', () => {
  it('finds every instant they wrote, or names the one abbreviation that stands for several zones', () => {
    expect(written.length).toBeGreaterThan(400);
    const wrong: string[] = [];
    const refused = new Set<string>();
    const kinds = new Set<string>();
    for (const { by, text, seconds } of written) {
      let read: number;
      try {
        const report = runTimeConvert({ value: text }, clock);
        kinds.add(report.kind);
        read = Math.floor(Number(report.unix.milliseconds) / 1000);
      } catch (error) {
        refused.add(
          `${(error as Error).message.match(/: (\w+) stands for/)?.[1] ?? (error as Error).message}`,
        );
        continue;
      }
      if (read !== seconds) wrong.push(`${by}: ${text} read as ${read}, written for ${seconds}`);
    }
    expect(wrong).toEqual([]);
    // India's IST is one of three: date(1) in Asia/Kolkata writes it.
    expect([...refused]).toEqual(['IST']);
    expect([...kinds].sort()).toEqual([
      'ISO 8601',
      'JavaScript Date',
      'RFC 2822 / HTTP date',
      'date(1) / git / asctime',
    ]);
  });

  it('reads what GNU date reads the same way, but the abbreviations it takes one way of several', () => {
    const gnu = gnuDate(written.map(({ text }) => text));
    const disagree = written.flatMap(({ text }, i) =>
      gnu[i] === undefined || ours(text) === gnu[i] || / IST /.test(text)
        ? []
        : [`${text}: ours ${ours(text)}, GNU ${gnu[i]}`],
    );
    expect(disagree).toEqual([]);
    // GNU date reads most of them: the comparison is not empty.
    expect(gnu.filter((seconds) => seconds !== undefined).length).toBeGreaterThan(written.length / 2);
  });

  it('reads each zone abbreviation at the offset GNU date gives it', () => {
    const base = Date.UTC(2026, 0, 15, 12) / 1000;
    const names = Object.keys(ZONE_ABBREVIATIONS);
    const gnu = gnuDate(names.map((name) => `2026-01-15 12:00 ${name}`));
    const differ = names.flatMap((name, i) => {
      const minutes = ZONE_ABBREVIATIONS[name] as number;
      const theirs = gnu[i];
      return theirs === base - minutes * 60
        ? []
        : [`${name}: ours ${minutes}, GNU ${theirs === undefined ? 'refuses' : (base - theirs) / 60}`];
    });
    expect(differ).toEqual([]);
  });

  // JavaScript's Date.UTC reads the years 0-99 as 1900-1999: a wall time of the first century, its week date and
  // its mail dates are checked against GNU date's.
  it('gives the instant, week date and mail dates of a first-century time as GNU date does', () => {
    const texts = [
      '0001-01-01T00:00:00',
      '0004-02-29T12:00:00',
      '0050-06-01T12:00:00',
      '0099-12-31T23:59:59',
    ];
    const formats = ['+%s', '+%G-W%V-%u %j', '-R', '+%a, %d %b %Y %H:%M:%S GMT'];
    const gnu = (format: string, text: string) =>
      execFileSync('date', ['-d', text, format], { env: { ...C, TZ: 'UTC' }, encoding: 'utf8' }).trim();
    for (const text of [...texts, ...texts.map((t) => `${t}Z`)]) {
      const report = runTimeConvert({ value: text }, clock);
      const ours = [
        report.unix.seconds,
        `${report.isoWeek.replace(/ .*/, '')} ${String(report.dayOfYear).padStart(3, '0')}`,
        report.rfc2822,
        report.http,
      ];
      expect(ours, text).toEqual(formats.map((format) => gnu(format, text)));
    }
  });
});

import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineTimeZone, systemZoneIsUtc } from './time-zone';

/** A zoneinfo tree of empty zone files, and a `localtime` link to `zone` (or a chain of links). */
function machine(zone: string, { via = 0, root = 'zoneinfo' } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-zone-'));
  const file = join(dir, root, zone);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, 'TZif');
  let target = file;
  for (let hop = 0; hop < via; hop++) {
    const link = join(dir, `hop-${hop}`);
    symlinkSync(target, link);
    target = link;
  }
  const localtime = join(dir, 'localtime');
  symlinkSync(target, localtime);
  return { dir, localtime };
}

describe('systemZoneIsUtc (the machine zone as ICU reads /etc/localtime)', () => {
  it.each([
    ['UTC', {}, true],
    ['Etc/UTC', {}, true],
    ['Etc/UTC', { via: 2 }, true],
    ['Europe/Paris', {}, false],
    ['Etc/GMT+1', {}, false],
    ['UTC', { root: 'zoneinfo/posix/zoneinfo' }, false],
  ])('%s %o -> %s', (zone, options, utc) => {
    expect(systemZoneIsUtc(machine(zone, options).localtime)).toBe(utc);
  });

  it('says nothing of a regular file or a missing one', () => {
    const { dir } = machine('UTC');
    const copy = join(dir, 'localtime-copy');
    writeFileSync(copy, 'TZif');
    expect(systemZoneIsUtc(copy)).toBe(false);
    expect(systemZoneIsUtc(join(dir, 'missing'))).toBe(false);
  });
});

describe('machineTimeZone', () => {
  const paris = machine('Europe/Paris').localtime;
  const utc = machine('Etc/UTC').localtime;
  const intl = Intl.DateTimeFormat().resolvedOptions().timeZone;

  it('takes TZ when Intl knows it, as given', () => {
    expect(machineTimeZone('UTC', paris)).toBe('UTC');
    expect(machineTimeZone('Asia/Tokyo', utc)).toBe('Asia/Tokyo');
    expect(machineTimeZone('Etc/UTC', paris)).toBe('Etc/UTC');
  });

  it("answers UTC without ICU only when TZ is unset and the machine's link is UTC", () => {
    expect(machineTimeZone(undefined, utc)).toBe('UTC');
    // Otherwise Intl decides, as before: the process's own zone.
    expect(machineTimeZone(undefined, paris)).toBe(intl);
    expect(machineTimeZone(':/etc/localtime', utc)).toBe(intl);
    expect(machineTimeZone('', utc)).toBe(intl);
  });

  it("agrees with Intl on this machine's own zone when TZ is unset", () => {
    if (process.env.TZ !== undefined) return;
    expect(machineTimeZone(undefined)).toBe(intl);
  });
});

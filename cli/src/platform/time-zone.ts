// Not `import … from 'node:fs'`: an ES module's import of it builds its namespace, which loads fs/promises and the
// stream modules (~10M instructions of `toolbox time`'s start).
const { realpathSync } = process.getBuiltinModule('node:fs');

/** The files under zoneinfo/ whose zone Intl names 'UTC' (V8 reports ICU's Etc/UTC as UTC). */
const UTC_ZONE_FILES = new Set(['UTC', 'Etc/UTC']);

/**
 * Whether the machine's zone file (`/etc/localtime`, a link into zoneinfo/) is UTC, read as ICU reads it when TZ is
 * unset: the link's real path after its first `/zoneinfo/`. A file that is not a link says nothing here.
 */
export function systemZoneIsUtc(localtime = '/etc/localtime'): boolean {
  let target: string;
  try {
    target = realpathSync(localtime);
  } catch {
    return false;
  }
  const at = target.indexOf('/zoneinfo/');
  return target !== localtime && at >= 0 && UTC_ZONE_FILES.has(target.slice(at + '/zoneinfo/'.length));
}

/**
 * The machine's zone as Intl names it: TZ when it names one Intl knows (not a path like :/etc/localtime), else the
 * system's. UTC (TZ=UTC, or no TZ on a machine set to UTC: CI runners, containers, servers) is answered without
 * ICU, whose first DateTimeFormat costs more than a bare Node start (issue 43).
 */
export function machineTimeZone(tz: string | undefined, localtime?: string): string {
  if (tz === 'UTC') return tz;
  if (tz) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return tz;
    } catch {
      // fall through to the system's zone
    }
  }
  if (tz === undefined && systemZoneIsUtc(localtime)) return 'UTC';
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

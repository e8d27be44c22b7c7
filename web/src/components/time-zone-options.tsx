import { useMemo } from 'react';

/** Every zone the browser knows (IANA names), for zone fields' suggestions. */
const TIME_ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** The browser's own zone. */
export const LOCAL_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * A <datalist> of zone names for an input's `list`. `prefix` completes the last item of a comma-separated list
 * ("UTC, " + zone); the list is rebuilt only when the prefix changes.
 */
export function TimeZoneOptions({ id, prefix = '' }: { id: string; prefix?: string }) {
  return useMemo(
    () => (
      <datalist id={id}>
        {TIME_ZONES.map((zone) => (
          <option key={zone} value={`${prefix} ${zone}`.trim()} />
        ))}
      </datalist>
    ),
    [id, prefix],
  );
}

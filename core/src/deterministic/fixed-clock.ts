import type { Clock } from '../ports';

/** A clock that reads what it is set to: tests, and output that must not depend on when it was made. */
export function fixedClock(
  iso = '2026-01-15T12:00:00.000Z',
): Clock & { set(iso: string): void; advance(ms: number): void } {
  let current = new Date(iso);
  return {
    now: () => new Date(current.getTime()),
    set(next) {
      current = new Date(next);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}

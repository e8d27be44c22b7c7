import type { Clock } from '@toolbox/core/ports';

/** The browser's wall clock, for pages that show times relative to now. */
export const systemClock: Clock = { now: () => new Date() };

import type { Clock } from '@toolbox/core/ports';

/** The machine's wall clock. */
export const systemClock: Clock = { now: () => new Date() };

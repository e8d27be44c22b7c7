// Moved to core/src/deterministic so production code can use it without importing test helpers.
export { fixedClock } from '../deterministic/fixed-clock';

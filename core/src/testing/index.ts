export { fixedClock } from './fixed-clock';
export { memorySink } from './memory-sink';
export { seededRandom } from './seeded-random';

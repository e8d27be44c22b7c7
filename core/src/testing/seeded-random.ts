// Moved to core/src/deterministic so production code can use it without importing test helpers.
export { seededRandom } from '../deterministic/seeded-random';

import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../deterministic/seeded-random';
import { ToolInputError } from '../../errors';
import { LOREM_MESSAGES, runLorem } from './lorem';

const random = seededRandom(11);

describe('runLorem', () => {
  it('starts with the classic opening and counts words exactly', () => {
    const { text } = runLorem({ unit: 'words', count: 12, seed: 1 }, random);
    expect(text.startsWith('lorem ipsum dolor sit amet consectetur adipiscing elit ')).toBe(true);
    expect(text.split(' ')).toHaveLength(12);
  });

  it('writes sentences and paragraphs of the sizes it promises', () => {
    const sentences = runLorem({ unit: 'sentences', count: 5, seed: 2, classic: false }, random).text;
    const each = sentences.match(/[A-Z][^.]*\./g) ?? [];
    expect(each).toHaveLength(5);
    for (const sentence of each) {
      const words = sentence.split(' ').length;
      expect(words).toBeGreaterThanOrEqual(6);
      expect(words).toBeLessThanOrEqual(14);
    }
    const paragraphs = runLorem({ unit: 'paragraphs', count: 3, seed: 2 }, random).text.split('\n\n');
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]?.startsWith('Lorem ipsum dolor sit amet, consectetur adipiscing elit. ')).toBe(true);
  });

  it('gives the same text for the same seed, and reports the seed it drew', () => {
    expect(runLorem({ seed: 9 }, random)).toEqual(runLorem({ seed: 9 }, seededRandom(99)));
    const drawn = runLorem({ count: 2 }, seededRandom(5));
    expect(runLorem({ count: 2, seed: drawn.seed }, random).text).toBe(drawn.text);
  });

  it.each([
    [{ unit: 'pages' }, 'unit', LOREM_MESSAGES.unit],
    [{ count: 0 }, 'count', LOREM_MESSAGES.count],
    [{ count: 1.5 }, 'count', LOREM_MESSAGES.count],
    [{ count: 1001 }, 'count', LOREM_MESSAGES.count],
    [{ seed: 2 ** 32 }, 'seed', LOREM_MESSAGES.seed],
  ] as const)('refuses %j, naming the field', (input, field, message) => {
    expect(() => runLorem(input, random)).toThrow(new ToolInputError(message, LOREM_MESSAGES.title, field));
  });
});

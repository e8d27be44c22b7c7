import { describe, expect, it } from 'vitest';
import { isEmojiGrapheme, splitEmojiRuns, twemojiCandidates } from './emoji';

describe('isEmojiGrapheme', () => {
  it.each([
    ['🚀', true],
    ['👍🏽', true],
    ['👨‍👩‍👧', true],
    ['🇯🇵', true],
    ['1️⃣', true],
    ['❤️', true],
    ['❤', false],
    ['©', false],
    ['a', false],
    ['#', false],
  ])('%s -> %s', (g, expected) => {
    expect(isEmojiGrapheme(g)).toBe(expected);
  });
});

describe('splitEmojiRuns', () => {
  it('separates text and each emoji', () => {
    expect(splitEmojiRuns('Ship 🚀🔥 fast')).toEqual([
      { kind: 'text', text: 'Ship ' },
      { kind: 'emoji', text: '🚀' },
      { kind: 'emoji', text: '🔥' },
      { kind: 'text', text: ' fast' },
    ]);
  });
  it('returns nothing for empty text', () => {
    expect(splitEmojiRuns('')).toEqual([]);
  });
});

describe('twemojiCandidates', () => {
  it.each([
    ['🚀', ['1f680']],
    ['❤️', ['2764', '2764-fe0f']],
    ['👍🏽', ['1f44d-1f3fd']],
    ['🏳️‍🌈', ['1f3f3-fe0f-200d-1f308', '1f3f3-200d-1f308']],
    ['🇯🇵', ['1f1ef-1f1f5']],
  ])('%s', (g, expected) => {
    expect(twemojiCandidates(g)).toEqual(expected);
  });
});

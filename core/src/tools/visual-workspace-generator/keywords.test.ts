import { describe, expect, it } from 'vitest';
import { hasKeyword } from './keywords';

describe('hasKeyword: whole words and inflections, never fragments', () => {
  it.each([
    ['Complete', 'complete', true],
    ['completed yesterday', 'complete', true],
    ['completion at 80%', 'complete', true],
    ['completing the form', 'complete', true],
    ['incomplete work', 'complete', false],
    ['the address form', 'add', false],
    ['performance work', 'format', false],
    ['build step', 'ui', false],
    ['UI polish', 'ui', true],
    ['new UIs', 'ui', true],
    ['debug logging', 'bug', false],
    ['API-first', 'api', true],
    ['rapid prototyping', 'api', false],
    ['it is not started yet', 'not started', true],
    ['not-started', 'not started', true],
    ['renewal', 'new', false],
    ['highlight the hero', 'high', false],
    ['highly visible', 'high', true],
    ['lowercase titles', 'low', false],
    ['done', 'done', true],
    ['abandoned', 'done', false],
  ])('%j has %j: %s', (text, keyword, expected) => {
    expect(hasKeyword(text, keyword)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  announcesBreakingChange,
  breakingNotes,
  hasBreakingFooter,
  hasBreakingMark,
  parseHeader,
} from './breaking';

describe('a Conventional Commits header', () => {
  it.each([
    ['feat: add todos', { type: 'feat', scope: null, breaking: false, subject: 'add todos' }],
    ['feat(db)!: drop done', { type: 'feat', scope: 'db', breaking: true, subject: 'drop done' }],
    ['fix!: x', { type: 'fix', scope: null, breaking: true, subject: 'x' }],
    ['(db): no type', { type: '', scope: 'db', breaking: false, subject: 'no type' }],
    ['feat:no space', null],
    ['my-type!: hyphen', null],
    ['Merge branch main', null],
    ['BREAKING CHANGE: a footer as a header', null],
  ])('%j', (header, expected) => {
    expect(parseHeader(header)).toEqual(expected);
  });

  it.each([
    ['README.md: typo', { type: 'README.md', scope: null, breaking: false, subject: 'typo' }],
    ['my-type!: hyphen', { type: 'my-type', scope: null, breaking: true, subject: 'hyphen' }],
    ['feat(ui)!: x', { type: 'feat', scope: 'ui', breaking: true, subject: 'x' }],
  ])('%j read as git-cliff reads it (any type)', (header, expected) => {
    expect(parseHeader(header, true)).toEqual(expected);
  });
});

describe('a breaking change, announced', () => {
  it.each([
    // The three readings this replaces disagreed on the last four rows.
    ['feat!: drop the v1 API', true],
    ['feat(api)!: drop', true],
    ['fix: x\n\nBREAKING CHANGE: the flag is gone', true],
    ['fix: x\n\nBREAKING-CHANGE: gone', true],
    ['fix: x\r\n\r\nBREAKING CHANGE: gone', true],
    ['feat: add breaking news page', false],
    ['fix: x\n\nnot a BREAKING CHANGE: here', false],
    ['fix: x\n\nBREAKING CHANGES: plural is a note, not a footer', false],
    ['my-type!: not a conventional type', false],
    ['feat!:no space after the colon', false],
    ['BREAKING CHANGE: a header is not a footer', false],
  ])('%j: %s', (message, expected) => {
    expect(announcesBreakingChange(message)).toBe(expected);
  });

  it('by header mark and by footer, separately', () => {
    expect(hasBreakingMark('feat(x)!: y')).toBe(true);
    expect(hasBreakingMark('feat(x): y!')).toBe(false);
    expect(hasBreakingFooter('Refs #1\nBREAKING CHANGE: z')).toBe(true);
    expect(hasBreakingFooter('Refs #1\n BREAKING CHANGE: z')).toBe(false);
  });

  it.each([
    ['BREAKING CHANGE: one\nRefs: #2', ['one']],
    ['BREAKING CHANGES: two\nlines\n\nBREAKING-CHANGE: three', ['two\nlines', 'three']],
    ['no footer', []],
    ['BREAKING CHANGE:\n\nthe text after a blank line\n\nFixes #1', ['the text after a blank line']],
  ])('notes of %j', (body, expected) => {
    expect(breakingNotes(body)).toEqual(expected);
  });
});

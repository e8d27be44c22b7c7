import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findIssueReferences, type IssueReference, parseIssues, withoutIssueReference } from './issues';

describe('parseIssues (§5)', () => {
  it.each([
    ['12, 34', ['12', '34']],
    [' 12 ,, ,34 ,', ['12', '34']],
    ['', []],
    ['#7', ['#7']],
  ])('%j', (text, expected) => {
    expect(parseIssues(text)).toEqual(expected);
  });
});

describe('findIssueReferences (issue 28)', () => {
  const EXAMPLE = 'the checkout crash when the cart is empty and the saved coupon has expired; closes #482';
  it.each([
    [EXAMPLE, '482', 'the checkout crash when the cart is empty and the saved coupon has expired'],
    ['login loop (#12)', '12', 'login loop'],
    ['parser drops GH-12 input', 'GH-12', 'parser drops input'],
    ['retry webhooks, refs PROJ-123', 'PROJ-123', 'retry webhooks'],
    ['timeout on uploads, see acme/api#7', 'acme/api#7', 'timeout on uploads'],
  ])('%j offers %j and leaves %j', (text, issue, rest) => {
    const [found, ...more] = findIssueReferences(text);
    expect(more).toEqual([]);
    expect(found?.issue).toBe(issue);
    expect(withoutIssueReference(text, found as IssueReference)).toBe(rest);
  });

  it('takes standards, entities and plain numbers for what they are', () => {
    expect(findIssueReferences('use SHA-256, UTF-8 and ISO-8601 dates')).toEqual([]);
    expect(findIssueReferences('escape &#123; and step 3')).toEqual([]);
  });

  // Text with neither a `#` nor a hyphen before a digit is answered without the pattern (it is dear to compile):
  // the pattern itself finds nothing there either, whatever the case and the words around.
  it('finds nothing the pattern would find in text without `#` or a hyphen before a digit', () => {
    const pattern =
      /\(?(?:(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?|refs?|see|re|related(?: to)?|part of)[: ]\s*)?(?:(?<![\w&/])#(\d+)\b|\b([\w.-]+\/[\w.-]+#\d+)\b|\b(GH-\d+)\b|\b([A-Z][A-Z0-9]{1,9}-\d+)\b(?![.-]\d))\)?/gi;
    const pieces = [
      'GH',
      'gh',
      'PROJ',
      'closes',
      'refs ',
      '12',
      '-',
      '#',
      '(',
      ')',
      ' ',
      '/',
      'acme',
      '.',
      '-x',
      '\u2011',
      '\uff03',
    ];
    const text = fc.array(fc.constantFrom(...pieces), { maxLength: 10 }).map((parts) => parts.join(''));
    let checked = 0;
    fc.assert(
      fc.property(text, (sample) => {
        if (/#|-\d/.test(sample)) return;
        checked++;
        expect([...sample.matchAll(pattern)]).toEqual([]);
        expect(findIssueReferences(sample)).toEqual([]);
      }),
      { numRuns: 3000 },
    );
    expect(checked).toBeGreaterThan(500);
  });
});

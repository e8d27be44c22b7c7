import { describe, expect, it } from 'vitest';
import { checkContrast, gradeContrast, readableOn } from './contrast';

describe('checkContrast', () => {
  // WCAG examples: #777777 on white is the classic "just fails AA" grey.
  it.each([
    ['#777777', '#ffffff', '4.48', 'Fail', 'AA'],
    ['#000000', '#ffffff', '21.00', 'AAA', 'AAA'],
    ['#ffffff', '#ffffff', '1.00', 'Fail', 'Fail'],
    ['#3b82f6', '#ffffff', '3.68', 'Fail', 'AA'],
    ['#595959', '#ffffff', '7.00', 'AAA', 'AAA'],
    ['#767676', '#ffffff', '4.54', 'AA', 'AAA'],
    ['#ffffff', '#000000', '21.00', 'AAA', 'AAA'],
    ['not a colour', '#ffffff', '21.00', 'AAA', 'AAA'],
    // Just under a threshold (culori's wcagContrast: 2.9998, 4.4957, 6.9970): rounded, each would show the very
    // figure its grade fails ("3.00:1, Fail"); WCAG does not round, so the figure stops a hundredth short.
    ['#0099ff', '#ffffff', '2.99', 'Fail', 'Fail'],
    ['#007cc3', '#ffffff', '4.49', 'Fail', 'AA'],
    ['#00636c', '#ffffff', '6.99', 'AA', 'AAA'],
    ['#007cc2', '#ffffff', '4.50', 'AA', 'AAA'],
  ])('%s on %s = %s (normal %s, large %s)', (fg, bg, ratio, normal, large) => {
    const result = checkContrast(fg, bg);
    expect(result.ratioText).toBe(ratio);
    expect(result.normal).toBe(normal);
    expect(result.large).toBe(large);
  });
});

describe('gradeContrast', () => {
  it.each([
    [7, 'normal', 'AAA'],
    [6.99, 'normal', 'AA'],
    [4.5, 'normal', 'AA'],
    [4.49, 'normal', 'Fail'],
    [4.5, 'large', 'AAA'],
    [3, 'large', 'AA'],
    [2.99, 'large', 'Fail'],
  ] as const)('%d for %s text is %s', (ratio, size, grade) => {
    expect(gradeContrast(ratio, size)).toBe(grade);
  });
});

it('readableOn picks the candidate with the higher ratio', () => {
  expect(readableOn('#1e3a8a')).toBe('#ffffff');
  expect(readableOn('#fde047')).toBe('#0f172a');
});

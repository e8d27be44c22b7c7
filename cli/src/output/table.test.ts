import { describe, expect, it } from 'vitest';
import { createStyle } from './style';
import { formatTable } from './table';

const rows = [
  ['uuid', 'Dev Utilities', '/dev-utilities'],
  ['og', 'OG Image Generator', '/og-generator'],
];

describe('formatTable', () => {
  it('aligns columns under a header on a terminal, without trailing spaces', () => {
    expect(formatTable(['CMD', 'TITLE', 'ROUTE'], rows, { tty: true, style: createStyle(false) })).toBe(
      [
        'CMD   TITLE               ROUTE',
        'uuid  Dev Utilities       /dev-utilities',
        'og    OG Image Generator  /og-generator',
        '',
      ].join('\n'),
    );
  });

  it('prints tab-separated rows without a header for pipes', () => {
    expect(formatTable(['CMD', 'TITLE', 'ROUTE'], rows, { tty: false, style: createStyle(true) })).toBe(
      'uuid\tDev Utilities\t/dev-utilities\nog\tOG Image Generator\t/og-generator\n',
    );
  });
});

describe('createStyle', () => {
  it.each([
    [true, '\u001b[1mx\u001b[22m'],
    [false, 'x'],
  ])('colour %s', (color, expected) => {
    expect(createStyle(color).bold('x')).toBe(expected);
  });
});

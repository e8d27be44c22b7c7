import { decodeHTML } from 'entities/decode';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runEntityDecode } from './entities';

/** Pieces that make common references, near misses of them, and references only the full table knows. */
const PIECES = ['&lt;', '&gt;', '&amp;', '&quot;', '&apos;', '&nbsp;', '&', ';', 'lt', 'amp', '&ltb', '&LT;'];
const MORE = [
  '&lt',
  '&#60;',
  '&#x3C;',
  '&eacute;',
  '&amp',
  '&nbsp',
  '&notin;',
  '&notit;',
  '&Amp;',
  'a',
  ' ',
  'é',
];

describe('runEntityDecode reads text holding only common references as the HTML5 table does', () => {
  it('for any mix of common references, near misses and other references', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...PIECES, ...MORE), { maxLength: 12 }), async (pieces) => {
        const text = pieces.join('');
        expect(await runEntityDecode(text)).toBe(decodeHTML(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('decodes once: &amp;lt; is &lt;', async () => {
    expect(await runEntityDecode('&amp;lt; &lt;b&gt;&nbsp;')).toBe('&lt; <b>\u00a0');
  });
});

import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import {
  HTTP_REFERENCE_MESSAGES,
  runHttpStatus,
  runHttpStatusText,
  runMimeLookup,
  runMimeLookupText,
} from './http-reference';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ToolInputError) return { message: error.message, field: error.field };
    throw error;
  }
  throw new Error('did not throw');
};

describe('runHttpStatus', () => {
  it('reads 422 as IANA names it, with its older name and its RFC section', () => {
    expect(runHttpStatus({ query: '422' })).toEqual([
      {
        code: 422,
        description: 'Unprocessable Content',
        class: '4xx Client Error',
        alsoKnownAs: ['Unprocessable Entity'],
        references: [
          {
            text: 'RFC9110, Section 15.5.21',
            rfc: 9110,
            url: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.21',
          },
        ],
      },
    ]);
    expect(runHttpStatusText(runHttpStatus({ query: '422' }))).toBe(
      '422 Unprocessable Content (also "Unprocessable Entity")  [RFC9110, Section 15.5.21]',
    );
  });

  it.each([
    ['teapot', [418]],
    ['too many', [429]],
    ['RFC6585', [428, 429, 431, 511]],
    ['3xx', [300, 301, 302, 303, 304, 305, 306, 307, 308]],
    ['payload', [413]],
    ['  ', undefined],
  ])('%j finds %j', (query, codes) => {
    const found = runHttpStatus({ query }).map((status) => status.code);
    if (codes) expect(found).toEqual(codes);
    else expect(found).toHaveLength(64);
  });

  it.each([
    ['427', "427 is unassigned in IANA's HTTP status code registry."],
    ['999', 'No HTTP status code matches "999".'],
    ['x'.repeat(201), HTTP_REFERENCE_MESSAGES.long],
  ])('refuses %j on the query field', (query, message) => {
    expect(refusal(() => runHttpStatus({ query }))).toEqual({ message, field: 'query' });
  });
});

describe('runMimeLookup', () => {
  it('finds a type by itself, by an extension and by a file name, with its RFC', async () => {
    for (const query of [
      'application/json',
      'APPLICATION/JSON; charset=utf-8',
      'json',
      '.json',
      'data/export.json',
    ]) {
      expect((await runMimeLookup({ query }))[0], query).toMatchObject({
        type: 'application/json',
        extensions: ['json', 'map'],
        source: 'iana',
        references: [{ text: 'RFC8259', rfc: 8259, url: 'https://www.rfc-editor.org/rfc/rfc8259' }],
        template: 'https://www.iana.org/assignments/media-types/application/json',
      });
    }
  });

  it("ranks an extension's types as mime-types does: video/mp4 before application/mp4", async () => {
    expect((await runMimeLookup({ query: 'clip.mp4' })).map((m) => m.type)).toEqual([
      'video/mp4',
      'application/mp4',
    ]);
    expect(runMimeLookupText(await runMimeLookup({ query: 'report.pdf' }))).toBe(
      'application/pdf  .pdf  iana  [RFC8118]',
    );
  });

  it('gives an extension the IANA type registered for it that mime-db lists without it (.flac)', async () => {
    const found = await runMimeLookup({ query: 'track.flac' });
    expect(found.map((m) => [m.type, m.source, m.extensions])).toEqual([
      ['audio/flac', 'iana', ['flac']],
      ['audio/x-flac', 'apache', ['flac']],
    ]);
    expect(found[0]?.references.map((r) => r.text)).toEqual(['RFC9639']);
  });

  it('finds types by words in their names', async () => {
    const found = (await runMimeLookup({ query: 'openxml sheet' })).map((m) => m.type);
    expect(found).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('refuses a query nothing matches, on the query field', async () => {
    const error = await runMimeLookup({ query: 'qqqq' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolInputError);
    expect(error).toMatchObject({ message: 'No media type matches "qqqq".', field: 'query' });
  });

  it('looks up 20,000 file names within 3 s: one walk over mime-db, not one a name (18 s before)', async () => {
    const names = Array.from(
      { length: 20_000 },
      (_, i) => `src/file${i}.${['ts', 'json', 'png', 'a'][i % 4]}`,
    );
    const started = performance.now();
    const types = await Promise.all(names.map((query) => runMimeLookup({ query })));
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(types.slice(0, 4).map(([first]) => first?.type)).toEqual([
      'video/mp2t',
      'application/json',
      'image/png',
      'text/vnd.a',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { JSON_QUERY_LIMITS, JSON_QUERY_MESSAGES, runJq, runJsonPath, runJsonQueryText } from './json-query';

const doc = JSON.stringify({
  store: {
    book: [
      { title: 'A', price: 8 },
      { title: 'B', price: 22 },
    ],
  },
});

describe('runJsonPath', () => {
  it('gives the matched values and their normalized paths', () => {
    const result = runJsonPath({ filter: '$.store.book[?@.price < 10].title', document: doc });
    expect(result).toEqual({
      language: 'jsonpath',
      values: ['A'],
      paths: ["$['store']['book'][0]['title']"],
    });
    expect(runJsonQueryText(result)).toBe(`$['store']['book'][0]['title']\t"A"\n`);
  });

  it.each([
    ['', doc, 'filter', JSON_QUERY_MESSAGES.emptyFilter],
    ['$', ' ', 'document', JSON_QUERY_MESSAGES.emptyDocument],
    ['$', '{"a":', 'document', undefined],
    ['$[', doc, 'filter', undefined],
    ['x'.repeat(JSON_QUERY_LIMITS.filterChars + 1), doc, 'filter', JSON_QUERY_MESSAGES.filterTooLong],
  ])('refuses %j on %j as a %s error', (filter, document, field, message) => {
    try {
      runJsonPath({ filter, document });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ToolInputError);
      expect((error as ToolInputError).field).toBe(field);
      if (message) expect((error as Error).message).toBe(message);
    }
  });

  it('refuses a document over the size limit', () => {
    const big = `[${'1,'.repeat(JSON_QUERY_LIMITS.documentBytes / 2)}1]`;
    expect(() => runJsonPath({ filter: '$', document: big })).toThrow(JSON_QUERY_MESSAGES.documentTooLarge);
  });
});

describe('runJq', () => {
  it('gives each output of the filter', async () => {
    const result = await runJq({ filter: '.store.book[] | select(.price > 10) | .title', document: doc });
    expect(result).toEqual({ language: 'jq', values: ['B'] });
    expect(runJsonQueryText(await runJq({ filter: '.store.book[].price', document: doc }))).toBe('8\n22\n');
  });

  it('gives none for empty', async () => {
    expect((await runJq({ filter: 'empty', document: doc })).values).toEqual([]);
  });

  it("reports jq's own compile error on the filter field", async () => {
    await expect(runJq({ filter: '.a[', document: doc })).rejects.toMatchObject({
      field: 'filter',
      message: expect.stringMatching(/^jq: error: syntax error/),
    });
  });

  it('reports a runtime error and a bad document', async () => {
    await expect(runJq({ filter: 'error("boom")', document: doc })).rejects.toMatchObject({
      field: 'filter',
      message: expect.stringContaining('boom'),
    });
    await expect(runJq({ filter: '.', document: '{"a":' })).rejects.toMatchObject({ field: 'document' });
  });
});

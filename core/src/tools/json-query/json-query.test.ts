import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import {
  JSON_QUERY_LIMITS,
  JSON_QUERY_MESSAGES,
  runJq,
  runJsonPath,
  runJsonQueryLive,
  runJsonQueryText,
} from './json-query';

const doc = JSON.stringify({
  store: {
    book: [
      { title: 'A', price: 8 },
      { title: 'B', price: 22 },
    ],
  },
});

describe('runJsonPath', () => {
  it('gives the matched values and their normalized paths', async () => {
    const result = await runJsonPath({ filter: '$.store.book[?@.price < 10].title', document: doc });
    expect(result).toEqual({
      language: 'jsonpath',
      values: ['A'],
      paths: ["$['store']['book'][0]['title']"],
    });
    expect(runJsonQueryText(result)).toBe(`$['store']['book'][0]['title']\t"A"\n`);
  });

  it('writes a matched DEL as \\u007f, as jq does', async () => {
    const result = await runJsonPath({ filter: '$.a', document: '{"a":"x\\u007f"}' });
    expect(runJsonQueryText(result)).toBe(`$['a']\t"x\\u007f"\n`);
  });

  it.each([
    ['', doc, 'filter', JSON_QUERY_MESSAGES.emptyFilter],
    ['$', ' ', 'document', JSON_QUERY_MESSAGES.emptyDocument],
    ['$', '{"a":', 'document', undefined],
    ['$[', doc, 'filter', undefined],
    ['x'.repeat(JSON_QUERY_LIMITS.filterChars + 1), doc, 'filter', JSON_QUERY_MESSAGES.filterTooLong],
  ])('refuses %j on %j as a %s error', async (filter, document, field, message) => {
    try {
      await runJsonPath({ filter, document });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ToolInputError);
      expect((error as ToolInputError).field).toBe(field);
      if (message) expect((error as Error).message).toBe(message);
    }
  });

  it('keeps only the nodes every condition of a chain of && holds for (RFC 9535 2.3.5)', async () => {
    const items = JSON.stringify([
      { a: 1, b: 2 },
      { a: 1, c: 3 },
      { a: 1, b: 2, c: 3 },
    ]);
    expect((await runJsonPath({ filter: '$[?@.a && @.b && @.c]', document: items })).values).toEqual([
      { a: 1, b: 2, c: 3 },
    ]);
  });

  it.each(['$[9007199254740992]', '$[?length(@.a)]', '$[?count(1) == 1]'])(
    'refuses %s, which RFC 9535 does not allow (an index past I-JSON, a function not well-typed)',
    async (filter) => {
      await expect(runJsonPath({ filter, document: '[]' })).rejects.toThrow(ToolInputError);
    },
  );

  it('goes 1,000 levels deep with .., and says a deeper document is too deep', async () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect((await runJsonPath({ filter: '$..*', document: nested(900) })).values).toHaveLength(899);
    await expect(runJsonPath({ filter: '$..*', document: nested(5_000) })).rejects.toThrow(
      JSON_QUERY_MESSAGES.tooDeep,
    );
  });

  it('refuses a document over the size limit', async () => {
    const big = `[${'1,'.repeat(JSON_QUERY_LIMITS.documentBytes / 2)}1]`;
    await expect(runJsonPath({ filter: '$', document: big })).rejects.toThrow(
      JSON_QUERY_MESSAGES.documentTooLarge,
    );
  });
  it('writes each JSONPath match as the document wrote it: every digit, its keys in order, as jq prints them', async () => {
    const document = '{"n":[100000000000000000001,1.50,2],"o":{"b":1,"2":12345678901234567890}}';
    const text = runJsonQueryText(await runJsonPath({ filter: '$.*', document }));
    expect(text).toBe(`$['n']\t[100000000000000000001,1.5,2]\n$['o']\t{"b":1,"2":12345678901234567890}\n`);
    // A filter still compares the numbers as numbers.
    const big = await runJsonPath({ filter: '$.n[?@ > 1]', document });
    expect(runJsonQueryText(big)).toBe("$['n'][0]\t100000000000000000001\n$['n'][1]\t1.5\n$['n'][2]\t2\n");
    // Documents without such numbers or keys are read once.
    expect((await runJsonPath({ filter: '$.*', document: '{"a":[1.5]}' })).texts).toBeUndefined();
  });
});

describe('runJq', () => {
  it('gives each output of the filter', async () => {
    const result = await runJq({ filter: '.store.book[] | select(.price > 10) | .title', document: doc });
    expect(result).toEqual({ language: 'jq', values: ['B'], texts: ['"B"'] });
    expect(runJsonQueryText(await runJq({ filter: '.store.book[].price', document: doc }))).toBe('8\n22\n');
  });

  it('reads each JSON value of the document, as jq reads its input (JSON Lines)', async () => {
    expect((await runJq({ filter: '.a', document: '{"a":1}\n{"a":2}\n' })).values).toEqual([1, 2]);
    expect((await runJq({ filter: '.', document: '1 2', slurp: true })).values).toEqual([[1, 2]]);
    expect((await runJq({ filter: '[., input]', document: '1 2', nullInput: true })).values).toEqual([
      [null, 1],
    ]);
  });

  it("keeps jq's text of a number JavaScript cannot hold", async () => {
    const result = await runJq({ filter: '.[]', document: '[100000000000000000001, 1.50]' });
    expect(runJsonQueryText(result)).toBe('100000000000000000001\n1.50\n');
  });

  it("says jq's parse error of the document as a document error", async () => {
    await expect(runJq({ filter: '.', document: '{"a":1}\n{"a":' })).rejects.toMatchObject({
      field: 'document',
      message: `${JSON_QUERY_MESSAGES.badDocument}Unfinished JSON term at EOF at line 2, column 5`,
    });
  });

  // jq prints what it wrote before an error: a JSON Lines file's good lines, the outputs before a bad one.
  it('keeps the outputs jq wrote before a runtime error or a parse error, with the error', async () => {
    await expect(runJq({ filter: '.[] | . + 1', document: '[1,"a",3]' })).rejects.toMatchObject({
      field: 'filter',
      message: expect.stringContaining('string ("a") and number (1) cannot be added'),
      texts: ['2'],
    });
    await expect(runJq({ filter: '.', document: '1\n2\n{"a":' })).rejects.toMatchObject({
      field: 'document',
      texts: ['1', '2'],
    });
  });

  // jq goes on after an error on one value of a stream: it says where as jq reading stdin does, not /dev/stdin.
  it("says an error on one value of a stream as jq reading stdin says it, with the other values' outputs", async () => {
    const result = await runJq({ filter: '. + 1', document: '1 "a" 3' });
    expect(result).toMatchObject({
      values: [2, 4],
      messages: 'jq: error (at <stdin>:0): string ("a") and number (1) cannot be added\n',
    });
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

  it('reports an error raised after some outputs, as jq exits 5 after printing them', async () => {
    await expect(
      runJq({ filter: '.[] | if . == 2 then error("boom") else . end', document: '[1,2,3]' }),
    ).rejects.toMatchObject({
      field: 'filter',
      message: expect.stringMatching(/^jq: error \(at .*\): boom$/),
    });
  });

  it('is not failed by what debug and stderr write beside no output (jq exits 0), and gives it', async () => {
    expect(await runJq({ filter: 'debug | empty', document: '[1]' })).toMatchObject({
      values: [],
      messages: '["DEBUG:",[1]]\n',
    });
    expect((await runJq({ filter: 'stderr | empty', document: '[1]' })).values).toEqual([]);
    expect(await runJq({ filter: '.', document: '1' })).not.toHaveProperty('messages');
  });
});

describe('runJsonQueryLive', () => {
  const marked = (lines: { text: string; marked: boolean }[]) =>
    lines.filter((line) => line.marked).map((line) => line.text.trim());

  it('marks the lines of each node a JSONPath query matched', async () => {
    const live = await runJsonQueryLive({ language: 'jsonpath', filter: '$..book[1]', document: doc });
    expect(live.result.paths).toEqual(["$['store']['book'][1]"]);
    expect(marked(live.lines)).toEqual(['{', '"title": "B",', '"price": 22', '}']);
    expect(live.lines.map((line) => line.text).join('\n')).toBe(JSON.stringify(JSON.parse(doc), null, 2));
    expect(live.notes).toEqual([]);
  });

  it("marks the nodes of jq's path(filter), a negative index counted from the end", async () => {
    const live = await runJsonQueryLive({
      language: 'jq',
      filter: '.store.book[-1].title, (.store.book[] | select(.price < 10) | .price) # cheap',
      document: doc,
    });
    expect(live.result.values).toEqual(['B', 8]);
    expect(marked(live.lines)).toEqual(['"price": 8', '"title": "B",']);
  });

  it('marks names RFC 9535 escapes, as the JSONPath library writes their paths', async () => {
    const odd = JSON.stringify({ "it's \\ a\nkey\u0001": 1, other: 2 });
    const jsonpath = await runJsonQueryLive({ language: 'jsonpath', filter: '$.*', document: odd });
    const jq = await runJsonQueryLive({
      language: 'jq',
      filter: 'to_entries[0].key as $k | .[$k]',
      document: odd,
    });
    expect(marked(jq.lines)).toEqual([marked(jsonpath.lines)[0]]);
    expect(marked(jq.lines)).toEqual(['"it\'s \\\\ a\\nkey\\u0001": 1,']);
  });

  it('says so, and marks nothing, when a jq filter is not a path expression', async () => {
    const live = await runJsonQueryLive({
      language: 'jq',
      filter: '{n: .store.book | length}',
      document: doc,
    });
    expect(live.result.values).toEqual([{ n: 2 }]);
    expect(marked(live.lines)).toEqual([]);
    expect(live.notes).toEqual([JSON_QUERY_MESSAGES.notPathExpression]);
  });

  it('shows the first lines of a long document, and says so', async () => {
    const long = JSON.stringify(Array.from({ length: JSON_QUERY_LIMITS.viewLines + 10 }, (_, i) => i));
    const live = await runJsonQueryLive({ language: 'jsonpath', filter: '$[0]', document: long });
    expect(live.lines).toHaveLength(JSON_QUERY_LIMITS.viewLines);
    expect(live.notes).toEqual([JSON_QUERY_MESSAGES.viewTruncated]);
  });
});

// Seriot's JSONTestSuite through the JSON readers every tool shares: what must parse does, what must not is refused
// with its place, and nothing (100,000 unclosed brackets, lone surrogates, 1e999999) ends in anything but a
// ToolInputError. The tools that read JSON run the same suite beside their own tests.
import { describe, expect, it } from 'vitest';
import { escapedErrors, jsonTestSuite, readerOutcome } from '../testing/json-test-suite';
import { jsonToCsv } from './json-csv';
import { formatJson, minifyJson, validateJson } from './json-text';

const named = (prefix: string) => jsonTestSuite.filter((file) => file.name.startsWith(prefix));

describe('JSONTestSuite', () => {
  it('has its 95 accepted, 188 refused and 35 either-way documents', () => {
    expect([named('y_').length, named('n_').length, named('i_').length]).toEqual([95, 188, 35]);
  });

  it('accepts every y_ document, formatted and minified', async () => {
    for (const { name, text } of named('y_')) {
      expect(validateJson(text).valid, name).toBe(true);
      expect(`${name}: ${await readerOutcome(formatJson, text)}`).toBe(`${name}: ok`);
      expect(`${name}: ${await readerOutcome(minifyJson, text)}`).toBe(`${name}: ok`);
    }
  });

  it('refuses every n_ document with a line and column inside it, 100,000 unclosed brackets included', () => {
    for (const { name, text } of named('n_')) {
      const result = validateJson(text);
      expect(result.valid, name).toBe(false);
      if (!result.valid) expect(result.offset, name).toBeLessThanOrEqual(text.length);
    }
    const deep = named('n_structure_100000_opening_arrays')[0]?.text ?? '';
    expect(() => formatJson(deep)).toThrow(/^Invalid JSON string: .* at line 1, column 100001\.$/);
  });

  it('lets nothing but a ToolInputError out of format, minify or CSV, on any of the 318', async () => {
    expect(await escapedErrors((text) => formatJson(text, { indent: '2', sortKeys: true }))).toEqual([]);
    expect(await escapedErrors(minifyJson)).toEqual([]);
    expect(await escapedErrors((text) => jsonToCsv(text))).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { parseSpecText } from './parse';

const corpus = join(import.meta.dirname, 'fixtures', 'corpus');

describe('YAML descriptions', () => {
  // OpenAI's 3 MB description (openai.yaml.gz) was compared the same way when the fast reader came in; the located
  // reader takes 4 s on it, so the suite compares the smaller ones.
  const small = readdirSync(corpus).filter((name) => /\.ya?ml\.gz$/.test(name) && !name.startsWith('openai'));
  it.each(small)('%s reads to the same values as the yaml package gives', (name) => {
    const text = gunzipSync(readFileSync(join(corpus, name))).toString('utf8');
    const parsed = parseSpecText(text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.doc).toEqual(parseDocument(text, { uniqueKeys: true }).toJS());
  });

  it('keeps YAML 1.2 core scalars: no dates, no sexagesimals, version strings stay as written', () => {
    const parsed = parseSpecText(
      'openapi: 3.1.0\ninfo: {title: a, version: 1.10}\nx-when: 2024-01-02\nx-six: 1:20\n',
    );
    expect(parsed).toEqual({
      ok: true,
      doc: { openapi: '3.1.0', info: { title: 'a', version: 1.1 }, 'x-when': '2024-01-02', 'x-six': '1:20' },
    });
  });

  it('reads past a leading byte order mark, JSON or YAML, as Redocly does', () => {
    const doc = { openapi: '3.0.3', info: { title: 'a', version: '1' }, paths: {} };
    expect(parseSpecText(`\uFEFF${JSON.stringify(doc, null, 2)}`)).toEqual({ ok: true, doc });
    expect(parseSpecText('\uFEFFopenapi: 3.0.3\ninfo: {title: a, version: "1"}\npaths: {}\n')).toEqual({
      ok: true,
      doc,
    });
    // A mistake after the mark is still placed where it is.
    const broken = parseSpecText('\uFEFF{\n  "openapi": "3.0.3",\n  "info": {,\n  "paths": {}\n}\n');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.errors[0]).toMatchObject({ line: 3 });
  });

  it('reports a duplicate key with its line, as the located reader does', () => {
    const parsed = parseSpecText('openapi: 3.0.3\ninfo: {title: a, version: "1"}\npaths: {}\npaths: {}\n');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.errors[0]).toMatchObject({ message: expect.stringMatching(/unique/i), line: 4 });
  });

  it('leaves documents with anchors to the reader that caps alias expansion', () => {
    const levels = Array.from(
      { length: 12 },
      (_, i) => `l${i + 1}: &l${i + 1} [${Array(10).fill(`*l${i}`).join(', ')}]`,
    );
    const bomb = [
      'openapi: 3.0.3',
      'l0: &l0 [lol]',
      ...levels,
      'info: {title: a, version: "1"}',
      'paths: {}',
    ].join('\n');
    const parsed = parseSpecText(bomb);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors[0]?.message).toMatch(/alias/i);
    // A few anchors within the cap still read.
    const ok = parseSpecText(
      'openapi: 3.0.3\nx-a: &a {type: string}\nx-b: *a\ninfo: {title: a, version: "1"}\npaths: {}',
    );
    expect(ok).toMatchObject({ ok: true, doc: { 'x-b': { type: 'string' } } });
  });

  it('names a description nested past what the parser can read once, not with its stack overflow', () => {
    for (const [text, kind] of [
      ['['.repeat(100_000), 'JSON'],
      [`a: ${'['.repeat(5_000)}`, 'YAML'],
    ] as const) {
      const parsed = parseSpecText(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.errors).toHaveLength(1);
        expect(parsed.errors[0]).toMatchObject({
          message: `Invalid ${kind}: nested too deeply to process`,
          line: 1,
        });
      }
    }
  });
});

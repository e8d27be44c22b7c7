import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runXmlFormat, runXmlMinify } from './xml';

// Generated documents against xmllint (support/test-programs.mjs), all in one xmllint run per mode: namespaced
// names, attributes with tabs, newlines, quotes and character references, text and references, CDATA, comments
// and instructions, mixed and element-only content.
const name = fc.constantFrom('a', 'b', 'x:c', 'd-e', 'é', 'y:z');
const pieces = (alphabet: string[], minLength = 0) =>
  fc.array(fc.constantFrom(...alphabet), { minLength, maxLength: 5 }).map((all) => all.join(''));
const attributeValue = pieces([
  'v',
  ' ',
  '\t',
  '\n',
  '&amp;',
  '&lt;',
  '&quot;',
  "'",
  '&#10;',
  '&#9;',
  '&#13;',
  '>',
]);
const text = pieces(
  ['t', ' ', '\n', '\t', '&amp;', '&lt;', '&gt;', ']]', '"', 'é', '&#xD;', '&#32;', '😀', '\u0301'],
  1,
);
const { element } = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    text,
    text.map((t) => `<![CDATA[${t.replace(/[&<]/g, '')}]]>`),
    text.map((t) => `<!--${t.replace(/[-&<]/g, '')}-->`),
    fc.constant('<?pi data?>'),
    tie('element'),
  ),
  element: fc
    .tuple(
      name,
      fc.uniqueArray(fc.tuple(fc.constantFrom('p', 'q', 'xml:lang', 'x:r'), attributeValue), {
        selector: ([key]) => key,
        maxLength: 3,
      }),
      fc.array(tie('node') as fc.Arbitrary<string>, { maxLength: 4 }),
    )
    .map(([tag, attributes, children]) => {
      const open = `<${tag}${attributes.map(([key, value]) => ` ${key}="${value}"`).join('')}`;
      return children.length === 0 ? `${open}/>` : `${open}>${children.join('')}</${tag}>`;
    }),
}));
const documents = fc.sample(
  fc
    .tuple(fc.constantFrom('', '<!-- c -->'), fc.array(element, { maxLength: 4 }), fc.constantFrom('', '\n'))
    .map(
      ([before, children, after]) =>
        `${before}<root xmlns:x="urn:x" xmlns:y="urn:y">${children.join('')}</root>${after}`,
    ),
  { numRuns: 300, seed: 98 },
);

/** xmllint's output for each document, in one run: each output starts with the declaration --encode writes. */
function xmllint(flag: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'xml-generated-'));
  const files = documents.map((xml, i) => {
    writeFileSync(join(dir, `${i}.xml`), xml);
    return join(dir, `${i}.xml`);
  });
  const run = spawnSync('xmllint', ['--encode', 'UTF-8', flag, ...files], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (run.error || run.status !== 0) throw new Error(`xmllint ${flag}: ${run.error ?? run.stderr}`);
  return run.stdout.split('<?xml version="1.0" encoding="UTF-8"?>\n').slice(1);
}

// libxml2 merges a CDATA section into the one before it (a blank text between them dropped); the content is the same.
const mergeCdata = (xml: string) => xml.replaceAll(']]><![CDATA[', '');

describe('generated documents against xmllint', () => {
  it.each([
    ['format', '--format', runXmlFormat],
    ['minify', '--noblanks', runXmlMinify],
  ] as const)('%s is xmllint %s', (_mode, flag, run) => {
    const theirs = xmllint(flag);
    expect(theirs).toHaveLength(documents.length);
    const differ = documents.flatMap((xml, i) => {
      const ours = mergeCdata(run({ xml }));
      return ours === mergeCdata(theirs[i]!) ? [] : [{ xml, ours, theirs: theirs[i] }];
    });
    expect(differ).toEqual([]);
  });
});

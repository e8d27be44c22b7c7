import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { env as processEnv } from 'node:process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declaredEncoding, decodeXml } from './encoding';
import { runXmlFromJson } from './from-json';
import { runXmlFormat, runXmlMinify, runXmlToJson, runXmlValidate } from './xml';
import { runXmlXPath } from './xpath';

// The oracles: Debian's xmllint (libxml2-utils) and Python's xmltodict (python3-xmltodict), installed by
// support/test-programs.mjs before the tests; the corpus is real XML others wrote (corpus/SOURCES.md).
const fixtures = fileURLToPath(new URL('./corpus/fixtures/', import.meta.url));
// Each read as the tools read a file: in the encoding its bytes and declaration say (decodeXml).
const corpus = readdirSync(fixtures)
  .filter((name) => name.includes('.'))
  .map((name) => {
    const path = join(fixtures, name);
    return { name, path, ...decodeXml(readFileSync(path)) };
  });

function run(command: string, args: string[], env: Record<string, string> = {}, input?: string) {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...processEnv, ...env }, input });
  if (result.error)
    throw new Error(`${command} is not installed (support/test-programs.mjs): ${result.error}`);
  return result;
}

function xmllint(args: string[], env: Record<string, string> = {}, input?: string): string {
  const result = run('xmllint', args, env, input);
  if (result.status !== 0) throw new Error(`xmllint ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

/** xmllint's output in the document's own encoding (ISO-8859-1 byte for byte, where WHATWG reads windows-1252). */
function xmllintIn(encoding: string, args: string[], env: Record<string, string>): string {
  const result = spawnSync('xmllint', args, { env: { ...processEnv, ...env } });
  if (result.status !== 0) throw new Error(`xmllint ${args.join(' ')}: ${result.stderr}`);
  return encoding === 'iso-8859-1'
    ? Buffer.from(result.stdout).toString('latin1')
    : new TextDecoder(encoding).decode(result.stdout);
}

const DECLARES_ENCODING = /^<\?xml[^>]*encoding=/;

/**
 * xmllint's output for `file`. A document that declares its encoding comes back in it (UTF-8 here, byte for byte);
 * one that does not would come back as ASCII with character references, so xmllint is asked for UTF-8 and the
 * declaration it then adds is cut, as is ours (which keeps the input's, or writes none).
 */
function compared(ours: string, text: string, args: string[], env: Record<string, string> = {}) {
  if (DECLARES_ENCODING.test(text)) return { ours, theirs: xmllintIn(declaredEncoding(text), args, env) };
  const theirs = xmllint(['--encode', 'UTF-8', ...args], env);
  const cut = (output: string) => output.replace(/^<\?xml[^>]*\?>\n/, '');
  return { ours: cut(ours), theirs: cut(theirs) };
}

describe('the XML corpus against xmllint', () => {
  it('holds feeds, SVG, Maven POMs, SOAP answers, Android manifests and a document of mixed content', () => {
    const kinds = new Set(corpus.map(({ name }) => name.split('-')[0]));
    expect([...kinds].sort()).toEqual(['android', 'doc', 'feed', 'maven', 'soap', 'svg']);
  });

  it.each(corpus)('$name: format is xmllint --format, byte for byte', ({ path, text }) => {
    const { ours, theirs } = compared(runXmlFormat({ xml: text }), text, ['--format', path]);
    expect(ours).toBe(theirs);
  });

  it.each(corpus)('$name: format --indent 4 is XMLLINT_INDENT="    " xmllint --format', ({ path, text }) => {
    const four = { XMLLINT_INDENT: '    ' };
    const { ours, theirs } = compared(
      runXmlFormat({ xml: text, indent: '4' }),
      text,
      ['--format', path],
      four,
    );
    expect(ours).toBe(theirs);
  });

  it.each(corpus)('$name: minify is xmllint --noblanks', ({ path, text }) => {
    const { ours, theirs } = compared(runXmlMinify({ xml: text }), text, ['--noblanks', path]);
    expect(ours).toBe(theirs);
  });

  it.each(corpus)('$name: well-formed for both', ({ path, text }) => {
    expect(run('xmllint', ['--noout', path]).status).toBe(0);
    expect(runXmlValidate({ xml: text })).toMatchObject({ valid: true });
  });
});

/** Faults a hand might make, each put into a real document at a line both parsers must name. */
const MUTATIONS: { name: string; apply: (text: string) => string | undefined }[] = [
  {
    name: 'a bare & in text',
    apply: (text) =>
      replaceNth(text, /<(\w[\w:.-]*)(?:\s[^<>]*)?>([^<&\s][^<&]*)<\/\1>/g, 2, (match, _n, body) =>
        match.replace(`>${body}<`, `>${body} & more<`),
      ),
  },
  {
    name: 'a close tag that does not match',
    apply: (text) => replaceNth(text, /<\/([\w:.-]+)>/g, 3, (_match, name) => `</${name}x>`),
  },
  {
    name: 'an attribute given twice',
    apply: (text) =>
      replaceNth(
        text,
        /<([\w:.-]+)( [\w:.-]+="[^"\n]*")( ?\/?>)/g,
        2,
        (_m, name, attribute, end) => `<${name}${attribute}${attribute}${end}`,
      ),
  },
  {
    name: 'an undefined entity',
    apply: (text) => replaceNth(text, /<\/([\w:.-]+)>/g, 2, (match) => `&nbsp;${match}`),
  },
  { name: 'a second root', apply: (text) => `${text.trimEnd()}\n<again/>\n` },
];

function replaceNth(
  text: string,
  pattern: RegExp,
  nth: number,
  replace: (match: string, ...groups: string[]) => string,
): string | undefined {
  let seen = 0;
  let done = false;
  const result = text.replace(pattern, (match, ...groups: string[]) => {
    if (done || ++seen < nth) return match;
    done = true;
    return replace(match, ...groups);
  });
  return done ? result : undefined;
}

const lineOf = (stderr: string) => Number(/:(\d+): (?:parser|namespace) error/.exec(stderr)?.[1]);

describe('not well-formed: the corpus with faults put in, and an MTOM answer that is not XML', () => {
  const cases = corpus.flatMap(({ name, text }) =>
    MUTATIONS.flatMap((mutation) => {
      const broken = mutation.apply(text);
      return broken ? [{ file: name, fault: mutation.name, broken }] : [];
    }),
  );
  const mtom = readFileSync(join(fixtures, 'malformed', 'soap-mtom-multipart-response.xml'), 'utf8');
  cases.push({ file: 'malformed/soap-mtom-multipart-response.xml', fault: 'a MIME multipart', broken: mtom });

  it('has a case of each fault', () => {
    expect(new Set(cases.map((each) => each.fault)).size).toBe(MUTATIONS.length + 1);
  });

  // xmllint's verdict on each case, run once: the tally below reads the same runs.
  const verdicts = new Map<string, ReturnType<typeof run>>();
  const xmllintVerdict = (broken: string) => {
    const verdict = verdicts.get(broken) ?? run('xmllint', ['--noout', '-'], {}, broken);
    verdicts.set(broken, verdict);
    return verdict;
  };

  // A fault put inside a CDATA section or a comment is no fault: then both must accept the document.
  it.each(cases)('$file, $fault: refused by both, at the same line, or accepted by both', ({ broken }) => {
    const theirs = xmllintVerdict(broken);
    const ours = runXmlValidate({ xml: broken });
    expect(ours.valid).toBe(theirs.status === 0);
    if (ours.valid === false) expect(ours.line).toBe(lineOf(theirs.stderr));
  });

  it('most of those faults are real ones', () => {
    const refused = cases.filter(({ broken }) => xmllintVerdict(broken).status !== 0);
    expect(refused.length).toBeGreaterThan(cases.length * 0.9);
  });
});

/**
 * xmltodict's answers for every document of the corpus from one python3 process (one a document was 40 Python
 * starts): `parse` of the document's UTF-8 bytes, and `unparse` of our JSON for it. A document's failure is its own.
 */
const XMLTODICT_EACH = `import base64, json, sys, xmltodict
def answer(run):
    try:
        return {'ok': run()}
    except Exception as error:
        return {'error': repr(error)}
answers = [
    {
        'parse': answer(lambda: json.dumps(xmltodict.parse(base64.b64decode(item['xml'])))),
        'unparse': answer(lambda: xmltodict.unparse(json.loads(item['json']))) if item['json'] is not None else None,
    }
    for item in json.load(sys.stdin)
]
json.dump(answers, sys.stdout)`;

type XmltodictAnswer = { ok: string } | { error: string };
let xmltodictAnswers: { parse: XmltodictAnswer; unparse: XmltodictAnswer | null }[] | undefined;

function xmltodict(name: string, kind: 'parse' | 'unparse'): string {
  xmltodictAnswers ??= (() => {
    const ourJson = (text: string) => {
      try {
        return runXmlToJson({ xml: text });
      } catch {
        return null;
      }
    };
    const items = corpus.map(({ text }) => ({
      xml: Buffer.from(text).toString('base64'),
      json: ourJson(text),
    }));
    const result = run('python3', ['-c', XMLTODICT_EACH], {}, JSON.stringify(items));
    if (result.status !== 0) throw new Error(`python3 xmltodict: ${result.stderr}`);
    return JSON.parse(result.stdout);
  })();
  const answer = xmltodictAnswers?.[corpus.findIndex((each) => each.name === name)]?.[kind];
  if (!answer || 'error' in answer) throw new Error(`python3 xmltodict.${kind}: ${answer?.error}`);
  return answer.ok;
}

describe('XML <-> JSON against xmltodict', () => {
  it.each(corpus)('$name: to-json is xmltodict.parse, key order too', ({ name, text }) => {
    const theirs = xmltodict(name, 'parse');
    expect(JSON.stringify(JSON.parse(runXmlToJson({ xml: text })))).toBe(JSON.stringify(JSON.parse(theirs)));
  });

  it.each(corpus)(
    '$name: from-json writes what xmltodict.unparse writes, as xmllint formats it',
    ({ name, text }) => {
      const json = runXmlToJson({ xml: text });
      const theirs = xmltodict(name, 'unparse');
      const ours = runXmlFromJson({ json });
      const format = (xml: string) =>
        xmllint(['--encode', 'UTF-8', '--format', '-'], {}, xml).replace(/^.*\n/, '');
      expect(format(ours)).toBe(format(theirs));
      expect(ours).toBe(format(ours));
    },
  );
});

const EXPRESSIONS = [
  'count(//*)',
  'count(//@*)',
  'count(//text()[normalize-space()])',
  'name(/*)',
  'string-length(normalize-space(/))',
  '/*/@*',
  '(//*[@*])[last()]',
  '//comment()',
  '/*/*[1]/*[last()]',
  'string(//*[not(*)][normalize-space()][1])',
  'boolean(//*[local-name() = "link"])',
];

describe('XPath against xmllint --xpath', () => {
  const cases = corpus.flatMap(({ name, path, text }) =>
    EXPRESSIONS.map((expression) => ({ name, path, text, expression })),
  );
  it.each(cases)('$name: $expression', ({ path, text, expression }) => {
    const theirs = run('xmllint', ['--xpath', expression, path]);
    const ours = runXmlXPath({ xml: text, expression });
    if (theirs.status === 10 && theirs.stderr.includes('XPath set is empty')) {
      expect(ours).toEqual({ type: 'nodes', values: [] });
      return;
    }
    expect(theirs.status).toBe(0);
    const expected = theirs.stdout.replace(/\n$/, '');
    expect(ours.values.join('\n')).toBe(expected);
  });
});

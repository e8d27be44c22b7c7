import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runXmlFormat, runXmlToJson } from './xml';

function run(command: string, args: string[], input: string): string {
  const result = spawnSync(command, args, { encoding: 'utf8', input });
  if (result.error)
    throw new Error(`${command} is not installed (support/test-programs.mjs): ${result.error}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

// XML 1.0, 3.3.3: an attribute the DTD declares of a type other than CDATA (ID, IDREFS, NMTOKEN, an enumeration) has
// its spaces around dropped and its runs of spaces made one. xmllint and expat (xmltodict) do so; CDATA stays.
const DOCUMENT = `<!DOCTYPE r [
<!ATTLIST a key ID #IMPLIED t CDATA #IMPLIED e (x|y) #IMPLIED r IDREFS #IMPLIED>
<!-- <!ATTLIST a t ID #IMPLIED> is a comment -->
<!ATTLIST a key CDATA #IMPLIED n NMTOKENS #IMPLIED>
]>
<r><a key=" k1 " t=" a  b " e=" x " r="  k1   k2 " n=" p&#9;q "/><b key=" k1 "/></r>
`;

describe('attribute values the internal subset declares', () => {
  it('are normalized as xmllint --format writes them', () => {
    const element = (formatted: string) => formatted.split('\n').filter((line) => line.startsWith('  <'));
    expect(element(runXmlFormat({ xml: DOCUMENT }))).toEqual(
      element(run('xmllint', ['--format', '-'], DOCUMENT)),
    );
  });

  it('are normalized as xmltodict reads them', () => {
    const script = 'import json, sys, xmltodict; print(json.dumps(xmltodict.parse(sys.stdin.read())))';
    expect(JSON.parse(runXmlToJson({ xml: DOCUMENT }))).toEqual(
      JSON.parse(run('python3', ['-c', script], DOCUMENT)),
    );
  });
});

// Issue 41 item 6: `toolbox cert` on a CA bundle (real roots from Debian's ca-certificates.crt), checked against
// `openssl x509 -text` on the same certificates for key identifiers and basic constraints.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const fixtures = join(import.meta.dirname, '..', '..', 'core', 'src', 'tools', 'certificates', 'fixtures');
const bundle = readFileSync(join(fixtures, 'ca-bundle-excerpt.pem'), 'utf8');
const pems = bundle.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----\n/g) ?? [];

/** openssl's lines for one extension: its header (with ": critical" when so) and value lines, trimmed. */
function opensslExtension(pem: string, name: string): { critical: boolean; value: string[] } | null {
  const text = spawnSync('openssl', ['x509', '-noout', '-text'], { input: pem, encoding: 'utf8' }).stdout;
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim().startsWith(`X509v3 ${name}:`));
  if (start < 0) return null;
  const indent = lines[start]!.search(/\S/);
  const value: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.search(/\S/) <= indent) break;
    value.push(line.trim());
  }
  return { critical: lines[start]!.trim().endsWith('critical'), value };
}

/** openssl's `DirName:/C=FR/O=…` in the RFC 4514 order and separators the tool prints subjects with. */
const asRfc4514 = (line: string) =>
  line.startsWith('DirName:/') ? `DirName:${line.slice('DirName:/'.length).split('/').join(', ')}` : line;

/** The certificate sections of `toolbox cert`'s text output, each as label → value. */
function sections(stdout: string): Map<string, string>[] {
  return stdout
    .split(/^Certificate \d+ of \d+\n/m)
    .slice(1)
    .map(
      (section) =>
        new Map(
          [...section.matchAll(/^ {2}(\S.*?) {2,}(.*)$/gm)].map((match) => [match[1]!, match[2]!] as const),
        ),
    );
}

describe('toolbox cert on a CA bundle (built binary)', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'toolbox-cert-bundle-'));
  writeFileSync(join(cwd, 'ca-certificates.crt'), bundle);
  const result = toolboxIn(cwd, ['cert', 'ca-certificates.crt']);

  it('is roots one after another: exit 0, no false "not in the input", each its own issuer', () => {
    expect(pems).toHaveLength(3);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('not in the input');
    expect(result.stdout).toContain('\nBundle: 3 self-signed roots, each its own issuer.\n');
  });

  it('prints key identifiers and basic constraints as openssl does, "critical" once', () => {
    const printed = sections(result.stdout);
    expect(printed).toHaveLength(3);
    expect(result.stdout).not.toContain('critical (critical)');
    pems.forEach((pem, i) => {
      const section = printed[i]!;
      for (const [opensslName, ours] of [
        ['Subject Key Identifier', 'Subject Key Identifier'],
        ['Authority Key Identifier', 'Authority Key Identifier'],
        ['Basic Constraints', 'Basic Constraints'],
      ] as const) {
        const expected = opensslExtension(pem, opensslName);
        if (!expected) {
          expect(section.has(ours), `${ours} of certificate ${i + 1}`).toBe(false);
          continue;
        }
        const label = ours + (expected.critical ? ' (critical)' : '');
        expect(section.get(label), `${label} of certificate ${i + 1}`).toBe(
          expected.value.map(asRfc4514).join('; '),
        );
      }
    });
    // The three shapes the excerpt was chosen for.
    expect(printed[0]!.get('Subject Key Identifier')).toBe(
      'D2:87:B4:E3:DF:37:27:93:55:F6:56:EA:81:E5:36:CC:8C:1E:3F:BD',
    );
    expect(printed[1]!.get('Basic Constraints (critical)')).toBe('CA:TRUE, pathlen:3');
    expect(printed[2]!.get('Authority Key Identifier')).toMatch(
      /^keyid:1A:ED:.*; serial:FE:DC:E3:01:0F:C9:48:FF$/,
    );
  });

  it('a leaf followed by an unrelated root still fails, with each problem printed once', () => {
    const openssl = (...args: string[]) => expect(spawnSync('openssl', args, { cwd }).status).toBe(0);
    const key = (file: string) => [
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      file,
    ];
    openssl('req', '-x509', ...key('ca.key'), '-subj', '/CN=Test CA', '-out', 'ca.pem');
    openssl(
      'req',
      ...key('leaf.key'),
      '-subj',
      '/CN=leaf.example',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-out',
      'leaf.pem',
    );
    const leaf = readFileSync(join(cwd, 'leaf.pem'), 'utf8');
    writeFileSync(join(cwd, 'wrong.pem'), leaf + pems[0]);
    const wrong = toolboxIn(cwd, ['cert', 'wrong.pem']);
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toContain('Chain: NOT in order.');
    const problem = /Certificate 1 \(.*\) is not issued by certificate 2/;
    expect((wrong.stdout + wrong.stderr).match(new RegExp(problem, 'g'))).toHaveLength(1);
    expect(wrong.stderr).toBe('error: the certificates are not in chain order (1 problem above).\n');
  });
});

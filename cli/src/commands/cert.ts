import type { CertificateReport, DecodedItem } from '@toolbox/core/tools/certificates';
import { KIND_LABELS } from '@toolbox/core/tools/certificates/labels';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { readFlags } from '../flags';
import { terminalJson, terminalText } from '../terminal-text';

export const examples: readonly Example[] = [
  {
    command: 'toolbox cert fullchain.pem',
    description: 'each certificate, then whether the chain is in order',
  },
  {
    command: 'openssl s_client -connect example.com:443 -showcerts </dev/null | toolbox cert -',
    description: 'a server’s chain',
  },
  { command: 'toolbox cert request.csr --json' },
];

export function configure(cmd: Command) {
  cmd.argument(
    '[file]',
    'PEM (one or more blocks), DER or base64: certificates (a PKCS #7 .p7b bundle too), a CSR or a public key; - for stdin',
  );
}

export interface CertOptions {
  file: string | undefined;
}

export function toOptions(parsed: ParsedCommand): CertOptions {
  return { file: readFlags(parsed).arg(0) };
}

function validity(item: DecodedItem): string {
  const days = item.daysLeft ?? 0;
  if (item.status === 'expired')
    return `${item.notAfter} (EXPIRED ${-days} day${days === -1 ? '' : 's'} ago)`;
  if (item.status === 'not yet valid') return `${item.notAfter} (not valid until ${item.notBefore})`;
  return `${item.notAfter} (${days} day${days === 1 ? '' : 's'} left)`;
}

function rows(item: DecodedItem): [string, string][] {
  const key = [item.key.type, item.key.curve, item.key.bits ? `(${item.key.bits} bit)` : ''].filter(Boolean);
  const out: [string, string][] = [];
  // Subjects, names and extension text come from whoever made the certificate: printed inert.
  const add = (label: string, value: string | undefined) => {
    if (value) out.push([terminalText(label), terminalText(value)]);
  };
  add('Subject', item.subject);
  add('Issuer', item.issuer);
  add('Serial', item.serial);
  add('Names', item.names.join(', '));
  add('Valid from', item.notBefore);
  if (item.notAfter) add('Valid until', validity(item));
  add('Key', key.join(' '));
  // A request is signed with its own key (openssl req -verify): whether that holds is the check a CA makes first.
  const verdict = item.selfSigned ? 'self-signature verifies' : 'self-signature does NOT verify';
  add(
    'Signature',
    item.kind === 'request' ? `${item.signatureAlgorithm}, ${verdict}` : item.signatureAlgorithm,
  );
  if (item.kind === 'certificate')
    add('CA', `${item.ca ? 'yes' : 'no'}${item.selfSigned ? ', self-signed' : ''}`);
  add('SHA-256', item.fingerprints.sha256);
  add('SHA-1', item.fingerprints.sha1);
  for (const attribute of item.attributes ?? []) add(attribute.name, attribute.value || '-');
  for (const extension of item.extensions) {
    add(extension.name + (extension.critical ? ' (critical)' : ''), extension.value.join('; ') || '-');
  }
  return out;
}

function chainVerdict(chain: NonNullable<CertificateReport['chain']>, count: number): string {
  if (!chain.inOrder) return 'Chain: NOT in order.';
  if (chain.roots.length === count) return `Bundle: ${count} self-signed roots, each its own issuer.`;
  return 'Chain: in order, each certificate is issued by the next (a self-signed root ends a chain).';
}

/**
 * Exit 1 when a chain is out of order or a request's self-signature does not verify (a failed check); the report is
 * printed either way.
 */
export async function run(options: CertOptions, ctx: CliContext) {
  const [{ runCertificates }, { readInputBytes }, { labelledLines }] = await Promise.all([
    import('@toolbox/core/tools/certificates'),
    import('../output/read-input'),
    import('../output/labelled'),
  ]);
  const bytes = await readInputBytes(ctx, options.file, 'a certificate file');
  const report = await runCertificates(new Uint8Array(bytes), ctx.clock);
  if (ctx.json) ctx.print(terminalJson(report));
  else {
    report.items.forEach((item, index) => {
      if (index > 0) ctx.print();
      const count = report.items.length > 1 ? ` ${index + 1} of ${report.items.length}` : '';
      ctx.print(`${KIND_LABELS[item.kind]}${count}`);
      for (const line of labelledLines(rows(item))) ctx.print(`  ${line}`);
    });
    if (report.chain) {
      ctx.print();
      ctx.print(chainVerdict(report.chain, report.items.length));
      for (const problem of report.chain.problems) ctx.print(`  ${terminalText(problem)}`);
    }
  }
  if (report.items.some((item) => item.kind === 'request' && !item.selfSigned)) {
    ctx.warn(
      'error: the request’s self-signature does not verify: it was altered, or signed with another key than its own.',
    );
    return 1;
  }
  if (report.chain && !report.chain.inOrder) {
    // The problems are on stdout already unless it holds JSON: say each once.
    const count = report.chain.problems.length;
    ctx.warn(
      ctx.json
        ? `error: ${terminalText(report.chain.problems[0])}`
        : `error: the certificates are not in chain order (${count} problem${count === 1 ? '' : 's'} above).`,
    );
    return 1;
  }
  return 0;
}

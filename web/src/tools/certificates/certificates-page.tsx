import type { CertificateReport, DecodedItem } from '@toolbox/core/tools/certificates';
import { holdsPrivateKey, KIND_LABELS } from '@toolbox/core/tools/certificates/labels';
import { FileBadge } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CodeField } from '../../components/code-field';
import { EmptyState } from '../../components/empty-state';
import { ShareSecurely } from '../../components/share-securely';
import { Pane, ToolPage } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { useSavedState } from '../../components/use-stored-state';
import { ValueList, type ValueRow } from '../../components/value-list';
import { systemClock } from '../../platform/clock';

/** The decoder loads with the first input, not with the page. */
const decoder = () => import('@toolbox/core/tools/certificates');

/** A private key pasted by mistake is shown refused, never kept in the browser's storage. */
const keepable = (text: string) => !holdsPrivateKey(text);

function validity(item: DecodedItem): string {
  const days = item.daysLeft ?? 0;
  if (item.status === 'expired') return `Expired ${-days} day${days === -1 ? '' : 's'} ago`;
  if (item.status === 'not yet valid') return `Not valid until ${item.notBefore}`;
  return `${days} day${days === 1 ? '' : 's'} left`;
}

function itemRows(item: DecodedItem): ValueRow[] {
  const rows: ValueRow[] = [];
  const add = (label: string, value: string | undefined, note?: string) => {
    if (value) rows.push({ label, value, ...(note ? { note } : {}) });
  };
  add('Subject', item.subject);
  add('Issuer', item.issuer, item.selfSigned && item.kind === 'certificate' ? 'self-signed' : undefined);
  add('Names', item.names.join(', '));
  add('Valid from', item.notBefore);
  add('Valid until', item.notAfter, item.notAfter ? validity(item) : undefined);
  add(
    'Key',
    [item.key.type, item.key.curve, item.key.bits && `${item.key.bits} bit`].filter(Boolean).join(' '),
  );
  // A request is signed with its own key (openssl req -verify): the check a CA makes first.
  const verdict = item.selfSigned ? 'self-signature verifies' : 'self-signature does NOT verify';
  add('Signature', item.signatureAlgorithm, item.kind === 'request' ? verdict : undefined);
  add('Serial', item.serial);
  add('SHA-256', item.fingerprints.sha256);
  add('SHA-1', item.fingerprints.sha1);
  for (const attribute of item.attributes ?? []) add(attribute.name, attribute.value || '-');
  for (const extension of item.extensions) {
    add(extension.name, extension.value.join('; ') || '-', extension.critical ? 'critical' : undefined);
  }
  return rows;
}

export default function CertificatesPage() {
  const [text, setText] = useSavedState('certificates', 'input', '', keepable);
  const [result, setResult] = useState<{ report: CertificateReport } | { error: string } | null>(null);
  useEffect(() => {
    let current = true;
    if (text.trim() === '') setResult(null);
    else
      decoder()
        .then(({ runCertificates }) => runCertificates(text, systemClock))
        .then(
          (report) => current && setResult({ report }),
          (error: unknown) =>
            current && setResult({ error: error instanceof Error ? error.message : String(error) }),
        );
    return () => {
      current = false;
    };
  }, [text]);
  const report = result && 'report' in result ? result.report : null;

  return (
    <ToolPage
      toolId="certificates"
      input={
        <Pane
          title="Input"
          actions={
            <ShareSecurely content={() => text} name="certificate.pem" disabled={text.trim() === ''} />
          }
        >
          <CodeField
            label="Certificate, chain, CSR or public key"
            hint="PEM blocks (a whole chain at once) or base64 DER. Private keys are never read."
            value={text}
            onChange={setText}
            {...(result && 'error' in result ? { error: result.error } : {})}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => decoder().then(({ SAMPLE_CERTIFICATE }) => setText(SAMPLE_CERTIFICATE))}
            >
              Load sample
            </Button>
            <Button variant="outline" size="sm" onClick={() => setText('')} disabled={text === ''}>
              Clear
            </Button>
          </div>
        </Pane>
      }
      output={
        <Pane title="Decoded">
          {report ? (
            <>
              {report.chain && (
                <p role="status" className={report.chain.inOrder ? 'text-sm' : 'text-sm text-error'}>
                  {!report.chain.inOrder
                    ? `Chain not in order. ${report.chain.problems.join(' ')}`
                    : report.chain.roots.length === report.items.length
                      ? `Bundle of ${report.items.length} self-signed roots: each is its own issuer.`
                      : 'Chain in order: each certificate is issued by the next.'}
                </p>
              )}
              {report.items.map((item, index) => {
                const title = `${KIND_LABELS[item.kind]}${report.items.length > 1 ? ` ${index + 1}` : ''}`;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a pasted bundle may hold the same certificate twice
                  <section key={index} aria-label={title} className="grid gap-2">
                    <h3 className="font-medium">{title}</h3>
                    <ValueList label={title} rows={itemRows(item)} />
                  </section>
                );
              })}
            </>
          ) : (
            <EmptyState icon={FileBadge}>
              {result && 'error' in result
                ? 'Fix the input on the left to see it decoded.'
                : 'Paste a PEM certificate, a chain, a CSR or a public key.'}
            </EmptyState>
          )}
        </Pane>
      }
    />
  );
}

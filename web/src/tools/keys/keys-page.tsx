import { ToolInputError } from '@toolbox/core/errors';
import {
  EC_CURVES,
  KEY_TYPES,
  type KeyReport,
  type KeyType,
  RSA_SIZES,
  runKeysGenerate,
  runKeysRead,
} from '@toolbox/core/tools/keys';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CopyButton } from '../../components/copy-button';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { SelectField } from '../../components/select-field';
import { ShareSecurely } from '../../components/share-securely';
import { bindText, TextAreaField } from '../../components/text-field';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { Input } from '../../components/ui/input';
import { useStoredForm } from '../../components/use-stored-state';
import { ValueList } from '../../components/value-list';
import { browserKeyPairs } from '../../platform/key-pairs';
import { openTextFile } from '../../platform/text-file';

/** A key file larger than this is refused unread: a PEM or JWK set is a few KB, and the field would hold it all. */
const MAX_KEY_FILE_BYTES = 1024 * 1024;

const SIZES = RSA_SIZES.map(String);
const SIZE_LABELS = Object.fromEntries(SIZES.map((size) => [size, `${size} bit`]));
const DEFAULTS: { type: KeyType; size: number; curve: (typeof EC_CURVES)[number] } = {
  type: 'ec',
  size: 2048,
  curve: 'P-256',
};
const CHOICES = { type: KEY_TYPES, size: RSA_SIZES, curve: EC_CURVES };

/** One form of the key, as text to copy. */
function KeyText({ label, text }: { label: string; text: string }) {
  return (
    <section aria-label={label} className="grid gap-1">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium">{label}</h3>
        <CopyButton value={text} size="sm" label={`Copy ${label}`} iconOnly />
      </div>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="max-h-64 overflow-auto rounded-md border bg-muted p-3 font-mono text-xs"
      >
        {text}
      </pre>
    </section>
  );
}

function Forms({ report }: { report: KeyReport }) {
  const json = (jwk: Record<string, string>) => JSON.stringify(jwk, null, 2);
  const traditional = report.type === 'RSA' ? 'PKCS#1' : 'SEC1';
  return (
    <div className="grid gap-4">
      <ValueList
        label="Key and fingerprints"
        rows={[
          {
            label: 'Key',
            value: `${report.type} ${report.curve ?? `${report.bits} bit`}, ${report.private ? 'private' : 'public only'}`,
            note: report.readAs === 'generated' ? 'made in this browser' : `read as ${report.readAs}`,
          },
          {
            label: 'JWK thumbprint',
            value: report.fingerprints.jwkThumbprint,
            note: 'RFC 7638, SHA-256, base64url',
          },
          {
            label: 'SPKI SHA-256',
            value: report.fingerprints.spkiSha256,
            note: 'openssl pkey -pubout -outform DER | sha256sum',
          },
        ]}
      />
      {report.pem.private && <KeyText label="Private key, PKCS#8 PEM" text={report.pem.private} />}
      {report.pem.privateTraditional && (
        <KeyText label={`Private key, ${traditional} PEM`} text={report.pem.privateTraditional} />
      )}
      {report.jwk.private && <KeyText label="Private JWK" text={json(report.jwk.private)} />}
      <KeyText label="Public key, SPKI PEM" text={report.pem.public} />
      {report.pem.publicTraditional && (
        <KeyText label="Public key, PKCS#1 PEM" text={report.pem.publicTraditional} />
      )}
      <KeyText label="Public JWK" text={json(report.jwk.public)} />
    </div>
  );
}

/** Keys are never stored, put in the URL or a preset (use-stored-state.ts): only the choices for a new pair are. */
export default function KeysPage() {
  const [form, update] = useStoredForm('keys', 'form', DEFAULTS, CHOICES);
  const [key, setKey] = useState('');
  const [report, setReport] = useState<KeyReport | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    if (key.trim() === '') {
      setReport(null);
      setError(undefined);
      return;
    }
    runKeysRead({ key }).then(
      (read) => {
        if (!current) return;
        setReport(read);
        setError(undefined);
      },
      (failure: unknown) => {
        if (!current) return;
        setReport(null);
        setError(failure instanceof ToolInputError ? failure.message : String(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  const generate = async () => {
    setBusy(true);
    try {
      const made = await runKeysGenerate(
        { type: form.type, size: form.size, curve: form.curve },
        browserKeyPairs,
      );
      setKey(made.pem.private ?? '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ToolPage
      toolId="keys"
      onRun={generate}
      input={
        <Pane
          title="Key"
          actions={<ShareSecurely content={() => key} name="key.pem" disabled={key.trim() === ''} />}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField<KeyType>
              label="Key type"
              value={form.type}
              options={KEY_TYPES}
              labels={{ rsa: 'RSA', ec: 'EC (ECDSA)' }}
              onChange={(value) => update('type', value)}
            />
            {form.type === 'rsa' ? (
              <SelectField
                label="Modulus"
                value={String(form.size)}
                options={SIZES}
                labels={SIZE_LABELS}
                onChange={(value) => update('size', Number(value))}
              />
            ) : (
              <SelectField
                label="Curve"
                value={form.curve}
                options={EC_CURVES}
                onChange={(value) => update('curve', value)}
              />
            )}
          </div>
          <RunButton busy={busy} busyLabel="Generating..." onClick={generate}>
            Generate key pair
          </RunButton>
          <TextAreaField
            label="PEM or JWK"
            hint="Generate one, paste one or open a file: private or public, PKCS#8, SPKI, RSA/EC PRIVATE KEY, RSA PUBLIC KEY or a JWK. Read in this browser, never saved or sent."
            error={error}
            {...bindText(key, setKey)}
            rows={10}
            spellCheck={false}
            autoComplete="off"
            className="font-mono text-xs"
            placeholder={'-----BEGIN PRIVATE KEY-----\n…  or  {"kty":"EC",…}'}
          />
          <Field label="Key file">
            <Input
              type="file"
              accept=".pem,.key,.pub,.json,.jwk,application/json"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                const text = file && (await openTextFile(file, MAX_KEY_FILE_BYTES));
                if (text !== undefined) setKey(text);
              }}
            />
          </Field>
        </Pane>
      }
      output={
        <Pane title="Forms and fingerprints">
          {report ? (
            <Forms report={report} />
          ) : (
            <EmptyState icon={KeyRound}>
              Generate a key pair, or paste a key to convert and fingerprint it.
            </EmptyState>
          )}
        </Pane>
      }
    />
  );
}

import {
  HASH_FAILED,
  HMAC_ALGORITHM_IDS,
  HMAC_ALGORITHMS,
  type HmacAlgorithm,
  runDigest,
  runWebhookSignature,
  SIGNATURE_DIFFERS,
  SIGNATURE_MATCHES,
} from '@toolbox/core/tools/dev-utilities';
import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Field, type FieldControlProps } from '../../components/field';
import { bindText, TextAreaField, TextField } from '../../components/text-field';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/input';
import { useSavedState } from '../../components/use-stored-state';
import { webHmac } from '../../platform/web-crypto';
import { ResultText, Section } from './section';

/** Takes Field's id and aria props, so its label names it. */
function AlgorithmSelect({
  value,
  onChange,
  ...control
}: { value: HmacAlgorithm; onChange(value: HmacAlgorithm): void } & Partial<FieldControlProps>) {
  return (
    <NativeSelect
      {...control}
      value={value}
      onChange={(e) => onChange(HMAC_ALGORITHM_IDS.find((id) => id === e.target.value) ?? 'sha256')}
    >
      {HMAC_ALGORITHM_IDS.map((id) => (
        <option key={id} value={id}>
          {HMAC_ALGORITHMS[id].label}
        </option>
      ))}
    </NativeSelect>
  );
}

interface Signed {
  hex: string;
  header: string;
  /** Only when a received signature was given. */
  matches?: boolean;
}

/** The secret is never persisted; the payload, the received signature and the algorithm are, and are in the link. */
export function HmacSection() {
  const [payload, setPayload] = useSavedState('dev-utilities', 'signPayload', '');
  const [secret, setSecret] = useState('');
  const [received, setReceived] = useSavedState('dev-utilities', 'signature', '');
  const [savedAlgorithm, setAlgorithm] = useSavedState('dev-utilities', 'signAlgorithm', 'sha256');
  const algorithm = HMAC_ALGORITHM_IDS.find((id) => id === savedAlgorithm) ?? 'sha256';
  const [signed, setSigned] = useState<Signed | null>(null);

  async function sign() {
    try {
      const mac = await webHmac(payload, secret, algorithm);
      const verify = received.trim() ? received : undefined;
      const [checked] = runDigest({
        algorithm,
        encoding: 'hex',
        hmac: true,
        digests: [{ name: '-', mac }],
        verify,
      }).results;
      const result: Signed = { hex: checked?.digest ?? '', header: runWebhookSignature(mac, algorithm) };
      if (checked?.matches !== undefined) result.matches = checked.matches;
      setSigned(result);
    } catch {
      toast.error('Error', { description: HASH_FAILED });
    }
  }

  return (
    <Section
      title="Webhook Signature (HMAC)"
      description="Sign a payload as GitHub does (X-Hub-Signature-256: sha256=…), or verify a signature you received."
    >
      <TextAreaField
        label="Payload (raw request body)"
        {...bindText(payload, setPayload)}
        className="font-mono"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Secret" type="password" autoComplete="off" {...bindText(secret, setSecret)} />
        <Field label="HMAC algorithm">
          <AlgorithmSelect value={algorithm} onChange={setAlgorithm} />
        </Field>
      </div>
      <TextField
        label="Received signature (optional)"
        hint="sha256=<hex>, hex or Base64"
        {...bindText(received, setReceived)}
        className="font-mono"
        spellCheck={false}
      />
      <Button className="justify-self-start" onClick={sign}>
        {received.trim() ? 'Verify Signature' : 'Sign Payload'}
      </Button>
      {signed && (
        <div className="grid gap-2">
          <ResultText
            label="Signature header"
            value={signed.header}
            copyLabel="Copy signature header"
            copied="Signature copied to clipboard."
          />
          <ResultText
            label="HMAC hex"
            value={signed.hex}
            copyLabel="Copy HMAC hex"
            copied="HMAC copied to clipboard."
          />
          {signed.matches !== undefined && (
            <p
              role="status"
              className={
                signed.matches ? 'flex items-center gap-2 text-success' : 'flex items-center gap-2 text-error'
              }
            >
              {signed.matches ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
              {signed.matches ? SIGNATURE_MATCHES : SIGNATURE_DIFFERS}
            </p>
          )}
        </div>
      )}
    </Section>
  );
}

import { stringifyJson } from '@toolbox/core/json/lossless';
import {
  type DecodedJwt,
  type JwtVerification,
  runJwtDecode,
  runJwtSign,
  runJwtVerify,
  SIGN_ALGORITHMS,
  SUPABASE_SAMPLE_CLAIMS,
} from '@toolbox/core/tools/jwt';
import { KeyRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useBind } from '../../components/bind-value';
import { Checkbox } from '../../components/checkbox';
import { CodeField } from '../../components/code-field';
import { CopyButton } from '../../components/copy-button';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { OutputPanel } from '../../components/output-panel';
import { SecretField } from '../../components/secret-field';
import { SelectField } from '../../components/select-field';
import { ShareSecurely } from '../../components/share-securely';
import { bindText, TextAreaField } from '../../components/text-field';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { Input, Textarea } from '../../components/ui/input';
import { useNow } from '../../components/use-now';
import { useStoredForm } from '../../components/use-stored-state';
import { useToolAction } from '../../components/use-tool-action';
import { systemClock } from '../../platform/clock';
import { openTextFile } from '../../platform/text-file';
import { ClaimsTable } from './claims-table';

/** A key file larger than this is refused unread: a PEM or JWK set is a few KB, and the field would hold it all. */
const MAX_KEY_FILE_BYTES = 1024 * 1024;

const VERIFY_WITH = ['secret', 'key'] as const;
const DEFAULTS = {
  verifyWith: 'secret' as (typeof VERIFY_WITH)[number],
  alg: 'HS256' as (typeof SIGN_ALGORITHMS)[number],
  expiresIn: '1h',
  claims: JSON.stringify(SUPABASE_SAMPLE_CLAIMS, null, 2),
  showRaw: false,
};
const CHOICES = { verifyWith: VERIFY_WITH, alg: SIGN_ALGORITHMS };

/** Tokens, secrets and keys are never stored (use-stored-state.ts); the choices and the claims to sign are. */
export default function JwtPage() {
  const [form, update] = useStoredForm('jwt', 'form', DEFAULTS, CHOICES);
  const bind = useBind(form, update);
  const [token, setToken] = useState('');
  const [secret, setSecret] = useState('');
  const [key, setKey] = useState('');
  const [signingSecret, setSigningSecret] = useState('');
  const [verification, setVerification] = useState<JwtVerification | null>(null);
  const now = useNow(systemClock, 15_000);

  const decoded = useMemo((): { value: DecodedJwt } | { error: string } | null => {
    if (token.trim() === '') return null;
    try {
      return { value: runJwtDecode(token, { now: () => now }) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [token, now]);

  const verify = useToolAction(
    () => runJwtVerify(token, form.verifyWith === 'secret' ? { secret } : { key }, systemClock),
    { failure: { title: 'Error', description: 'Failed to verify the token. Please try again.' } },
  );
  const sign = useToolAction(
    () => {
      const expiresIn = form.expiresIn.trim() === '' ? {} : { expiresIn: form.expiresIn };
      return runJwtSign(
        { secret: signingSecret, claims: form.claims, alg: form.alg, ...expiresIn },
        systemClock,
      );
    },
    {
      success: {
        title: 'Token signed',
        description: 'It is decoded on the left; verify it with the same secret.',
      },
      failure: { title: 'Error', description: 'Failed to sign the token. Please try again.' },
    },
  );

  const runVerify = async () => {
    const result = await verify.run();
    if (result) setVerification(result);
  };
  const runSign = async () => {
    const signed = await sign.run();
    if (signed) {
      setToken(signed);
      setVerification(null);
    }
  };

  const value = decoded && 'value' in decoded ? decoded.value : null;
  return (
    <ToolPage
      toolId="jwt"
      onRun={runVerify}
      input={
        <Pane
          title="Token"
          actions={<ShareSecurely content={() => token} name="token.jwt" disabled={token.trim() === ''} />}
        >
          <Field
            label="Token"
            hint="Decoded in this browser as you type; nothing is sent anywhere."
            {...(decoded && 'error' in decoded ? { error: decoded.error } : {})}
          >
            <Textarea
              value={token}
              onChange={(event) => {
                setToken(event.target.value);
                setVerification(null);
              }}
              rows={6}
              spellCheck={false}
              autoComplete="off"
              className="font-mono text-xs break-all"
              placeholder="eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…"
            />
          </Field>
          <SelectField
            label="Verify with"
            value={form.verifyWith}
            options={VERIFY_WITH}
            labels={{
              secret: 'Secret (HS256, HS384, HS512)',
              key: 'Public key: PEM, certificate, JWK or JWKS',
            }}
            onChange={(next) => update('verifyWith', next)}
          />
          {form.verifyWith === 'secret' ? (
            <SecretField
              label="Secret"
              hint="Supabase: Project Settings → API → JWT secret (legacy)."
              value={secret}
              onChange={setSecret}
            />
          ) : (
            <TextAreaField
              label="Public key"
              hint="Paste it, or open a .pem or .json file. Never fetched from a URL."
              {...bindText(key, setKey)}
              rows={6}
              spellCheck={false}
              className="font-mono text-xs"
              placeholder={'-----BEGIN PUBLIC KEY-----\n…  or  {"keys":[…]}'}
            />
          )}
          {form.verifyWith === 'key' && (
            <Field label="Key file">
              <Input
                type="file"
                accept=".pem,.crt,.cer,.json,.jwk,.jwks,application/json"
                onChange={async (event) => {
                  const file = event.target.files?.[0];
                  const text = file && (await openTextFile(file, MAX_KEY_FILE_BYTES));
                  if (text !== undefined) setKey(text);
                }}
              />
            </Field>
          )}
          <RunButton busy={verify.busy} busyLabel="Verifying..." onClick={runVerify}>
            Verify signature
          </RunButton>
          {verification && (
            <p
              role="status"
              className={verification.valid ? 'font-medium text-success' : 'font-medium text-error'}
            >
              {verification.valid
                ? `Valid: the ${verification.alg} signature matches and the token is within its times.`
                : `Invalid: ${verification.reason}`}
            </p>
          )}
        </Pane>
      }
      output={
        <Pane
          title="Decoded"
          actions={value && <CopyButton value={stringifyJson(value.payload, 2)} label="Copy claims" />}
        >
          {value ? (
            <>
              <p className="text-sm font-medium" data-state={value.status.state}>
                {value.status.message}
              </p>
              <ClaimsTable caption="Header" rows={value.headerRows} />
              <ClaimsTable caption="Claims" rows={value.claimRows} />
              <Checkbox
                label="Show raw JSON"
                checked={form.showRaw}
                onCheckedChange={(v) => update('showRaw', v)}
              />
              {form.showRaw && (
                <OutputPanel
                  label="Header and claims JSON"
                  value={stringifyJson({ header: value.header, payload: value.payload }, 2)}
                />
              )}
            </>
          ) : (
            <EmptyState icon={KeyRound}>Paste a token, or sign a test token below.</EmptyState>
          )}
        </Pane>
      }
    >
      <Pane title="Sign a test token" description="HMAC-signed, for local development; iat is now.">
        <div className="grid gap-5 lg:grid-cols-2">
          <CodeField label="Claims (JSON)" {...bind('claims')} rows={10} />
          <div className="grid content-start gap-5">
            <SecretField label="Signing secret" value={signingSecret} onChange={setSigningSecret} />
            <SelectField
              label="Algorithm"
              value={form.alg}
              options={SIGN_ALGORITHMS}
              onChange={(v) => update('alg', v)}
            />
            <Field label="Expires in" hint="Seconds, or 90s, 15m, 1h, 7d; empty for no exp.">
              <Input value={form.expiresIn} onChange={(event) => update('expiresIn', event.target.value)} />
            </Field>
            <RunButton
              busy={sign.busy}
              busyLabel="Signing..."
              onClick={runSign}
              className="justify-self-start"
            >
              Sign test token
            </RunButton>
          </div>
        </div>
      </Pane>
    </ToolPage>
  );
}

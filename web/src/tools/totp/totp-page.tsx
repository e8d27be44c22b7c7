import { ToolInputError } from '@toolbox/core/errors';
import { QR_DEFAULTS, qrCodeOf, qrSvg } from '@toolbox/core/qr';
import {
  generateOtpSecret,
  OTP_ALGORITHMS,
  OTP_DEFAULTS,
  OTP_LIMITS,
  type OtpAlgorithm,
  runTotp,
  type TotpReport,
} from '@toolbox/core/tools/totp';
import { KeyRound, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CopyButton } from '../../components/copy-button';
import { EmptyState } from '../../components/empty-state';
import { SecretField } from '../../components/secret-field';
import { SelectField } from '../../components/select-field';
import { NumberField, TextField, useField } from '../../components/text-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { useNow } from '../../components/use-now';
import { useStoredForm } from '../../components/use-stored-state';
import { systemClock } from '../../platform/clock';
import { systemRandom } from '../../platform/random';

// The secret, the code to verify and the URI (which holds the secret) live in memory only: never stored.
const DEFAULTS = {
  algorithm: OTP_DEFAULTS.algorithm as OtpAlgorithm,
  digits: OTP_DEFAULTS.digits as number,
  period: OTP_DEFAULTS.period as number,
  window: OTP_DEFAULTS.window as number,
  issuer: '',
  account: '',
};

const svgUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export default function TotpPage() {
  const [form, update] = useStoredForm('totp', 'settings', DEFAULTS, { algorithm: OTP_ALGORITHMS });
  const field = useField(form, update);
  const [secret, setSecret] = useState('');
  const [code, setCode] = useState('');
  const now = useNow(systemClock, 1000);
  const result = useMemo(():
    | { report: TotpReport; qr: string }
    | { error: string; field: string }
    | undefined => {
    if (secret.trim() === '') return undefined;
    try {
      const report = runTotp({ ...form, secret, code }, { now: () => now });
      const qr = qrSvg(qrCodeOf({ ...QR_DEFAULTS, scale: 6, text: report.uri }));
      return { report, qr };
    } catch (error) {
      if (!(error instanceof ToolInputError)) throw error;
      return { error: error.message, field: error.field ?? 'secret' };
    }
  }, [form, secret, code, now]);
  const errorIn = (name: string) =>
    result && 'error' in result && result.field === name ? { error: result.error } : {};

  return (
    <ToolPage
      toolId="totp"
      input={
        <Pane title="Secret and settings">
          <SecretField
            label="Secret (base32)"
            hint="Kept in this tab only: never saved, never in the URL or history."
            value={secret}
            onChange={setSecret}
          />
          {errorIn('secret').error && (
            <p role="alert" className="text-sm text-error">
              {errorIn('secret').error}
            </p>
          )}
          <Button
            variant="outline"
            className="w-fit"
            onClick={() => setSecret(generateOtpSecret(systemRandom))}
          >
            <RefreshCw aria-hidden="true" />
            New random secret
          </Button>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Algorithm"
              value={form.algorithm}
              onChange={(value) => update('algorithm', value)}
              options={OTP_ALGORITHMS}
            />
            <NumberField
              label="Digits"
              min={OTP_LIMITS.digits.min}
              max={OTP_LIMITS.digits.max}
              value={form.digits}
              onValue={(digits) => update('digits', digits)}
              {...errorIn('digits')}
            />
            <NumberField
              label="Period (seconds)"
              min={OTP_LIMITS.period.min}
              max={OTP_LIMITS.period.max}
              value={form.period}
              onValue={(period) => update('period', period)}
              {...errorIn('period')}
            />
            <NumberField
              label="Window (steps)"
              min={OTP_LIMITS.window.min}
              max={OTP_LIMITS.window.max}
              value={form.window}
              onValue={(window) => update('window', window)}
              {...errorIn('window')}
            />
            <TextField label="Issuer" {...field('issuer')} {...errorIn('issuer')} />
            <TextField label="Account" {...field('account')} {...errorIn('account')} />
          </div>
          <TextField
            label="Code to verify"
            inputMode="numeric"
            autoComplete="off"
            {...errorIn('code')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </Pane>
      }
      output={
        <Pane title="Codes">
          {result && 'report' in result ? (
            <div className="grid gap-4">
              <div className="flex flex-wrap items-center gap-3">
                <output aria-label="Current code" className="font-mono text-3xl tracking-widest">
                  {result.report.current.code}
                </output>
                <CopyButton value={result.report.current.code} label="Copy code" />
                <span className="text-sm text-muted-foreground">
                  {result.report.current.secondsLeft} s left; next <code>{result.report.next.code}</code>
                </span>
              </div>
              {result.report.verify && (
                <p role="status" className={result.report.verify.valid ? 'text-success' : 'text-error'}>
                  {result.report.verify.valid
                    ? `Valid (${result.report.verify.delta === 0 ? 'current step' : `${result.report.verify.delta} step(s) away`})`
                    : 'Invalid within the window'}
                </p>
              )}
              <div className="grid gap-2">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-sm font-medium">otpauth:// URI</h3>
                  <CopyButton value={result.report.uri} label="Copy URI" />
                </div>
                <code className="rounded-md border p-2 font-mono text-xs [overflow-wrap:anywhere]">
                  {result.report.uri}
                </code>
                <img
                  src={svgUri(result.qr)}
                  alt="QR code of the otpauth:// URI, to scan with an authenticator app"
                  className="size-48 rounded-md border bg-white"
                />
              </div>
            </div>
          ) : (
            <EmptyState icon={KeyRound}>Enter a base32 secret or make a new one to see its codes.</EmptyState>
          )}
        </Pane>
      }
    />
  );
}

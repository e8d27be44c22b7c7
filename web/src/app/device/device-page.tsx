import { ShieldAlert, Terminal } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { useDocumentTitle } from '../../components/document-title';
import { Field } from '../../components/field';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../auth/auth-provider';
import { callDeviceAuth } from './device-auth-api';
import {
  askedAgo,
  type DeviceRequest,
  type LookupOutcome,
  lookupOutcome,
  normalizeCode,
  problems,
} from './device-request';

type View =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'problem'; title: string; message: string }
  | { kind: 'request'; code: string; request: DeviceRequest }
  | { kind: 'done'; approved: boolean; clientName: string };

/**
 * Approves or denies a `toolbox login` request. The code may come prefilled from the CLI's link (?code=), but
 * nothing is approved without an explicit click: a link alone must never sign a stranger's terminal in.
 */
export default function DevicePage() {
  useDocumentTitle('Connect the CLI');
  const { session } = useAuth();
  const accessToken = session?.access_token ?? '';
  const [params] = useSearchParams();
  const [input, setInput] = useState(params.get('code') ?? '');
  const [inputError, setInputError] = useState<string>();
  const [view, setView] = useState<View>({ kind: 'idle' });
  const [deciding, setDeciding] = useState<'approve' | 'deny' | null>(null);

  const lookUp = useCallback(
    async (typed: string) => {
      const code = normalizeCode(typed);
      if (!code) {
        setInputError(problems.invalid.message);
        setView({ kind: 'idle' });
        return;
      }
      setInputError(undefined);
      setView({ kind: 'busy' });
      let outcome: LookupOutcome;
      try {
        outcome = lookupOutcome(
          await callDeviceAuth(accessToken, 'GET', `/device?user_code=${encodeURIComponent(code)}`),
        );
      } catch {
        outcome = { kind: 'problem', ...problems.server };
      }
      setView(outcome.kind === 'request' ? { kind: 'request', code, request: outcome.request } : outcome);
    },
    [accessToken],
  );

  const prefilled = params.get('code');
  useEffect(() => {
    // Only shows the request; approving still needs a click.
    if (prefilled && accessToken) void lookUp(prefilled);
  }, [prefilled, accessToken, lookUp]);

  async function decide(approve: boolean) {
    if (view.kind !== 'request') return;
    setDeciding(approve ? 'approve' : 'deny');
    try {
      const answer = await callDeviceAuth(accessToken, 'POST', '/device/approve', {
        user_code: view.code,
        approve,
      });
      if (answer.status === 200) {
        if (approve)
          toast.success('Device approved', { description: `${view.request.clientName} is signing in.` });
        else toast.success('Request denied', { description: 'That terminal was not signed in.' });
        setView({ kind: 'done', approved: approve, clientName: view.request.clientName });
        return;
      }
      const outcome = lookupOutcome(answer);
      const shown = outcome.kind === 'problem' ? outcome : { kind: 'problem' as const, ...problems.server };
      toast.error(shown.title, { description: shown.message });
      setView(shown);
    } catch {
      toast.error(problems.server.title, { description: problems.server.message });
    } finally {
      setDeciding(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void lookUp(input);
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <header className="grid gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <Terminal aria-hidden="true" className="size-6" />
          Connect the CLI
        </h1>
        <p className="text-muted-foreground">
          Enter the code <code className="font-mono">toolbox login</code> printed in your terminal.
        </p>
      </header>

      <Card>
        <form onSubmit={submit} noValidate>
          <CardContent className="flex items-end gap-3">
            <Field label="Code" error={inputError} className="flex-1">
              <Input
                value={input}
                onChange={(e) => setInput(e.target.value)}
                placeholder="XXXX-XXXX"
                autoComplete="off"
                spellCheck={false}
                className="font-mono tracking-widest uppercase"
              />
            </Field>
            <Button type="submit" variant="outline" disabled={view.kind === 'busy'}>
              {view.kind === 'busy' && <Spinner />}
              Check code
            </Button>
          </CardContent>
        </form>
      </Card>

      {view.kind === 'problem' && (
        <div role="alert" className="rounded-lg border border-destructive/50 p-4">
          <p className="font-medium">{view.title}</p>
          <p className="text-sm text-muted-foreground">{view.message}</p>
        </div>
      )}

      {view.kind === 'request' && (
        <Card>
          <CardHeader>
            <CardTitle>Sign in {view.request.clientName}?</CardTitle>
            <CardDescription>
              It will act as you in the toolbox CLI until you revoke it on your profile.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <dl className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-1">
                <dt className="text-sm text-muted-foreground">Code</dt>
                <dd className="font-mono text-lg font-semibold tracking-widest">{view.code}</dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-sm text-muted-foreground">Asked</dt>
                <dd className="font-medium" title={new Date(view.request.createdAt).toLocaleString()}>
                  {askedAgo(view.request.createdAt, new Date())}
                </dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-sm text-muted-foreground">Client</dt>
                <dd className="font-medium break-all">{view.request.clientName}</dd>
              </div>
              {view.request.clientIp && (
                <div className="grid gap-1">
                  <dt className="text-sm text-muted-foreground">From</dt>
                  <dd className="font-mono text-sm break-all">{view.request.clientIp}</dd>
                </div>
              )}
            </dl>
            <p className="flex items-start gap-2 rounded-md border border-warning/50 p-3 text-sm">
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
              Only approve a code you just started in your own terminal. If someone sent you this link, deny
              it.
            </p>
          </CardContent>
          <CardFooter className="justify-end gap-3">
            <Button variant="outline" onClick={() => decide(false)} disabled={deciding !== null}>
              {deciding === 'deny' && <Spinner />}
              Deny
            </Button>
            <Button onClick={() => decide(true)} disabled={deciding !== null}>
              {deciding === 'approve' && <Spinner />}
              Approve
            </Button>
          </CardFooter>
        </Card>
      )}

      {view.kind === 'done' && (
        <output className="rounded-lg border p-4">
          <p className="font-medium">{view.approved ? 'Device approved' : 'Request denied'}</p>
          <p className="text-sm text-muted-foreground">
            {view.approved
              ? `Return to your terminal: ${view.clientName} finishes signing in within a few seconds.`
              : 'Nothing was signed in. You can close this page.'}
          </p>
        </output>
      )}
    </div>
  );
}

import { CLI_TOKEN_NAME_MAX, type CliTokenRow, readCliTokens } from '@toolbox/core/account';
import { KeyRound, Trash2 } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { CopyButton } from '../../components/copy-button';
import { lazyDateFormat } from '../../components/date-format';
import { Field } from '../../components/field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../auth/auth-provider';
import { callDeviceAuth } from '../device/device-auth-api';

const dateFormat = lazyDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? dateFormat(new Date(iso)) : 'Never');

/** The profile's list of personal CLI tokens: the ones `toolbox login` made and the ones created here for CI. */
export function CliTokensCard() {
  const { session } = useAuth();
  const accessToken = session?.access_token ?? '';
  const [tokens, setTokens] = useState<CliTokenRow[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [name, setName] = useState('CI');
  const [nameError, setNameError] = useState<string>();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<CliTokenRow | null>(null);
  const [revokeBusy, setRevokeBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const answer = await callDeviceAuth(accessToken, 'GET', '/tokens');
      if (answer.status !== 200) throw new Error(String(answer.status));
      setTokens(readCliTokens(answer.json));
      setLoadError(false);
    } catch {
      setLoadError(true);
    }
  }, [accessToken]);

  useEffect(() => {
    if (accessToken) void load();
  }, [accessToken, load]);

  async function create(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > CLI_TOKEN_NAME_MAX) {
      setNameError(`Give the token a name of 1 to ${CLI_TOKEN_NAME_MAX} characters.`);
      return;
    }
    setNameError(undefined);
    setCreating(true);
    try {
      const answer = await callDeviceAuth(accessToken, 'POST', '/tokens', { name: trimmed });
      if (answer.status === 413 && answer.body?.error === 'too_many_tokens') {
        toast.error('Too many tokens', {
          description:
            'Your account holds as many live CLI tokens as it may: revoke one you no longer use below, then create this one.',
        });
        return;
      }
      if (answer.status !== 201 || typeof answer.body?.token !== 'string')
        throw new Error(String(answer.status));
      setSecret({ name: trimmed, token: answer.body.token });
      toast.success('Token created', { description: 'Copy it now: it is shown only once.' });
      await load();
    } catch {
      toast.error('Token Error', { description: 'Could not create the token. Try again.' });
    } finally {
      setCreating(false);
    }
  }

  async function revoke() {
    if (!revoking) return;
    setRevokeBusy(true);
    try {
      const answer = await callDeviceAuth(
        accessToken,
        'DELETE',
        `/tokens/${encodeURIComponent(revoking.id)}`,
      );
      if (answer.status !== 204 && answer.status !== 404) throw new Error(String(answer.status));
      toast.success('Token revoked', { description: `"${revoking.name}" no longer works.` });
      setRevoking(null);
      await load();
    } catch {
      toast.error('Token Error', { description: 'Could not revoke the token. Try again.' });
    } finally {
      setRevokeBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>CLI tokens</CardTitle>
        <CardDescription>
          Tokens let the <code className="font-mono">toolbox</code> CLI act as you. <code>toolbox login</code>{' '}
          makes one per computer; create one here for CI and set it as{' '}
          <code className="font-mono">TOOLBOX_TOKEN</code>.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form onSubmit={create} noValidate className="flex items-end gap-3">
          <Field label="Token name" error={nameError} className="min-w-0 flex-1">
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={CLI_TOKEN_NAME_MAX}
              autoComplete="off"
            />
          </Field>
          <Button type="submit" disabled={creating}>
            {creating ? <Spinner /> : <KeyRound aria-hidden="true" />}
            Create token
          </Button>
        </form>

        {secret && (
          <div role="status" className="grid gap-3 rounded-md border border-warning/50 p-4">
            <p className="text-sm font-medium">
              Your new token "{secret.name}". Copy it now: it will not be shown again.
            </p>
            <div className="flex items-center gap-2">
              <code
                data-testid="new-cli-token"
                className="min-w-0 flex-1 rounded bg-muted px-2 py-1.5 font-mono text-sm break-all"
              >
                {secret.token}
              </code>
              <CopyButton value={secret.token} label="Copy token" />
            </div>
            <Button variant="ghost" size="sm" className="justify-self-end" onClick={() => setSecret(null)}>
              Done
            </Button>
          </div>
        )}

        {loadError && (
          <p role="alert" className="text-sm text-error">
            Could not load your tokens.{' '}
            <button type="button" className="underline" onClick={() => void load()}>
              Try again
            </button>
          </p>
        )}
        {tokens === null && !loadError && <Spinner />}
        {tokens && tokens.length === 0 && <p className="text-sm text-muted-foreground">No CLI tokens yet.</p>}
        {tokens && tokens.length > 0 && (
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-2 font-medium">Name</th>
                {/* On a phone the dates go under the name: four columns are wider than its screen. */}
                <th className="hidden py-2 font-medium sm:table-cell">Created</th>
                <th className="hidden py-2 font-medium sm:table-cell">Last used</th>
                <th className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token.id} className="border-t">
                  <td className="py-2 pr-3 font-medium break-all">
                    {token.name}
                    <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                      Created {when(token.created_at)} · last used {when(token.last_used_at)}
                    </span>
                  </td>
                  <td className="hidden py-2 pr-3 whitespace-nowrap sm:table-cell">
                    {when(token.created_at)}
                  </td>
                  <td className="hidden py-2 pr-3 whitespace-nowrap sm:table-cell">
                    {when(token.last_used_at)}
                  </td>
                  <td className="py-2 text-right">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setRevoking(token)}
                      aria-label={`Revoke ${token.name}`}
                    >
                      <Trash2 aria-hidden="true" />
                      Revoke
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>

      <Dialog open={revoking !== null} onOpenChange={(open) => !open && setRevoking(null)}>
        <DialogContent>
          <div className="grid gap-2">
            <DialogTitle className="text-lg font-semibold">Revoke "{revoking?.name}"?</DialogTitle>
            <DialogDescription className="text-sm text-muted-foreground">
              Anything using this token (a computer signed in with toolbox login, or CI) stops working at
              once.
            </DialogDescription>
          </div>
          <div className="flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" onClick={revoke} disabled={revokeBusy}>
              {revokeBusy && <Spinner />}
              Revoke token
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { TextField } from '../../components/text-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import type { AccountStore } from '../../platform/account/account-store';
import { useAccountCopy } from '../account/use-account';

/** Lower-case letters, digits, dots, dashes and underscores, 3 to 30 of them. */
const USERNAME = /^[a-z0-9._-]{3,30}$/;

function usernameError(username: string): string | undefined {
  if (username === '' || USERNAME.test(username)) return undefined;
  return 'Use 3 to 30 lower-case letters, digits, dots, dashes or underscores.';
}

/** The name given at sign-up and a username, both editable: kept in the account's profile. */
export function ProfileDetailsCard({ store, signUpName }: { store: AccountStore; signUpName: string }) {
  const { profile } = useAccountCopy(store);
  const [fullName, setFullName] = useState(profile?.full_name ?? signUpName);
  const [username, setUsername] = useState(profile?.username ?? '');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(profile?.version ?? 0);
  // What the user typed is theirs until saved: a profile arriving meanwhile does not replace it.
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    void store.refreshProfile().catch(() => undefined);
  }, [store]);
  // The profile arrived or changed in another tab: show it (unless the user is typing over it).
  if (profile && profile.version !== shown && !busy && !touched) {
    setShown(profile.version);
    setFullName(profile.full_name);
    setUsername(profile.username ?? '');
  }

  const error = usernameError(username.trim());
  const unchanged =
    fullName.trim() === (profile?.full_name ?? signUpName) && username.trim() === (profile?.username ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (error) return;
    setBusy(true);
    try {
      await store.updateProfile({ full_name: fullName.trim(), username: username.trim() || null });
      setTouched(false);
      toast.success('Profile saved');
    } catch (failure) {
      toast.error('Could not save the profile', {
        description: failure instanceof Error ? failure.message : String(failure),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile details</CardTitle>
        <CardDescription>Your name and username, as your projects and the CLI show them.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid max-w-md gap-4">
          <TextField
            label="Full name"
            value={fullName}
            maxLength={200}
            onChange={(e) => {
              setTouched(true);
              setFullName(e.target.value);
            }}
          />
          <TextField
            label="Username"
            value={username}
            maxLength={30}
            error={error}
            hint="Optional."
            onChange={(e) => {
              setTouched(true);
              setUsername(e.target.value);
            }}
          />
          <Button type="submit" disabled={busy || unchanged || Boolean(error)} className="justify-self-start">
            {busy && <Spinner />}
            {busy ? 'Saving...' : 'Save profile'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../auth/auth-provider';
import { callDeviceAuth } from '../device/device-auth-api';

/**
 * A global sign-out (docs/design-notes.md): every CLI token is revoked first, then every session ends. If the
 * tokens cannot be revoked, nothing is signed out, so the user never believes they are out when the CLI is not.
 */
export function SignOutEverywhereCard() {
  const { client, session } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function signOutEverywhere() {
    setBusy(true);
    try {
      const revoked = await callDeviceAuth(session?.access_token ?? '', 'DELETE', '/tokens');
      if (revoked.status !== 200) throw new Error('Could not revoke the CLI tokens. Nothing was signed out.');
      const { error } = await client.signOut({ scope: 'global' });
      if (error) throw error;
      toast.success('Signed out everywhere', {
        description: 'Every session and CLI token of your account has ended.',
      });
      navigate('/auth', { replace: true });
    } catch (error) {
      toast.error('Sign Out Error', {
        description: error instanceof Error ? error.message : 'Something went wrong. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>
          &ldquo;Sign out&rdquo; in the sidebar ends this browser&apos;s session only. Signing out everywhere
          also ends your other browsers and revokes every CLI token, including the ones CI uses.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button type="button" variant="outline" disabled={busy} onClick={signOutEverywhere}>
          {busy ? <Spinner /> : <LogOut aria-hidden="true" />}
          {busy ? 'Signing out...' : 'Sign Out Everywhere'}
        </Button>
      </CardContent>
    </Card>
  );
}

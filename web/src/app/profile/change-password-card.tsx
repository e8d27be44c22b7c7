import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { NewPasswordForm } from '../auth/auth-forms';
import { useAuth } from '../auth/auth-provider';

/** The profile's password change: this session stays; GoTrue signs out the others and the CLI tokens are revoked. */
export function ChangePasswordCard({ onChanged }: { onChanged(): void }) {
  const { client } = useAuth();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>
          Changing it keeps you signed in here, signs out your other sessions and revokes your CLI tokens.
        </CardDescription>
      </CardHeader>
      <CardContent className="max-w-sm">
        <NewPasswordForm
          client={client}
          submitLabel="Change Password"
          onChanged={() => {
            toast.success('Password changed', {
              description: 'Other sessions were signed out and your CLI tokens were revoked.',
            });
            onChanged();
          }}
        />
      </CardContent>
    </Card>
  );
}

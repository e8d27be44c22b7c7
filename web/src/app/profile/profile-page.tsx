import { useState } from 'react';
import { useDocumentTitle } from '../../components/document-title';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useAccountCopy, useAccountStore } from '../account/use-account';
import { useAuth } from '../auth/auth-provider';
import { initialsFromEmail } from '../initials';
import { ChangePasswordCard } from './change-password-card';
import { CliTokensCard } from './cli-tokens-card';
import { memberSince } from './member-since';
import { ProfileDetailsCard } from './profile-details-card';
import { ShareLinksCard } from './share-links-card';
import { SignOutEverywhereCard } from './sign-out-everywhere-card';
import { YourDataCard } from './your-data-card';

export default function ProfilePage() {
  const { user } = useAuth();
  useDocumentTitle('Profile');
  // A password change revokes the CLI tokens on the server: the list reloads to show it.
  const [tokensVersion, setTokensVersion] = useState(0);
  const store = useAccountStore();
  const { profile } = useAccountCopy(store);
  const signUpName =
    typeof user?.user_metadata?.full_name === 'string' ? user.user_metadata.full_name.trim() : '';
  const fullName = profile?.full_name ?? signUpName;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Profile</h1>
        <p className="text-muted-foreground">Your account details.</p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
          <CardDescription>The account you are signed in with.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-semibold text-primary-foreground"
          >
            {initialsFromEmail(user?.email)}
          </span>
          <dl className="grid flex-1 gap-4 sm:grid-cols-2">
            {fullName && (
              <div className="grid gap-1 sm:col-span-2">
                <dt className="text-sm text-muted-foreground">Name</dt>
                <dd className="font-medium">
                  {fullName}
                  {profile?.username && (
                    <span className="ml-2 font-normal text-muted-foreground">@{profile.username}</span>
                  )}
                </dd>
              </div>
            )}
            <div className="grid gap-1">
              <dt className="text-sm text-muted-foreground">Email</dt>
              <dd className="font-medium break-all">{user?.email ?? '—'}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-sm text-muted-foreground">Member Since</dt>
              <dd className="font-medium">{memberSince(user?.created_at)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      {store && <ProfileDetailsCard store={store} signUpName={signUpName} />}

      <ChangePasswordCard onChanged={() => setTokensVersion((version) => version + 1)} />

      <CliTokensCard key={tokensVersion} />

      <ShareLinksCard />

      {store && <YourDataCard store={store} />}

      <SignOutEverywhereCard />
    </div>
  );
}

import { invitationCode } from '@toolbox/core/account';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/document-title';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { createTeamApi } from '../../platform/account/team-api';

/** `/teams/join/<code>`: the invitation e-mail's link; accepting joins the team with the invitation's role. */
export default function JoinTeamPage() {
  useDocumentTitle('Join a team');
  const { code = '' } = useParams();
  const valid = invitationCode(code);
  const [joined, setJoined] = useState<{ name: string; role: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function accept() {
    if (!valid) return;
    setBusy(true);
    try {
      setJoined(await createTeamApi().join(valid));
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The invitation could not be accepted.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Team invitation</CardTitle>
          <CardDescription>Accept to join the team with the role you were invited as.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!valid && <p role="alert">This is not an invitation link.</p>}
          {joined ? (
            <p role="status">
              You joined {joined.name} as {joined.role}. <Link to="/teams">Open your teams</Link>
            </p>
          ) : (
            valid && (
              <Button disabled={busy} onClick={() => void accept()}>
                Accept invitation
              </Button>
            )
          )}
          {error && (
            <p role="alert" className="text-sm text-error">
              {error}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

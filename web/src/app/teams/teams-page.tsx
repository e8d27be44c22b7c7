import type { Project, Team, TeamMembers, TeamRole } from '@toolbox/core/account';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { useDocumentTitle } from '../../components/document-title';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input, NativeSelect } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { createTeamApi, listTeamProjects } from '../../platform/account/team-api';
import { useAuth } from '../auth/auth-provider';

const ROLES: readonly TeamRole[] = ['viewer', 'editor', 'owner'];
const ROLE_LABELS: Record<TeamRole, string> = { viewer: 'Viewer', editor: 'Editor', owner: 'Owner' };

/** The API's refusal in its own words (it names why: a viewer, the last owner…), else a generic line. */
const reason = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Try again.');

function TeamDetail({ team, onChanged }: { team: Team; onChanged: () => void }) {
  const { user } = useAuth();
  const [detail, setDetail] = useState<TeamMembers | null>(null);
  const [projects, setProjects] = useState<Project[] | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('viewer');
  const [busy, setBusy] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);

  const load = useCallback(async () => {
    const [members, items] = await Promise.all([createTeamApi().members(team.id), listTeamProjects(team.id)]);
    setDetail(members);
    setProjects(items);
  }, [team.id]);
  useEffect(() => {
    load().catch((error: unknown) => toast.error('Team Error', { description: reason(error) }));
  }, [load]);

  async function act(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      toast.success(done);
      await load();
      onChanged();
    } catch (error) {
      toast.error('Team Error', { description: reason(error) });
    } finally {
      setBusy(false);
    }
  }

  async function invite(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await createTeamApi().invite(team.id, email.trim(), role);
      setInvited(
        answer.emailed ? `Invitation sent to ${email.trim()}.` : `Send them this link: ${answer.url}`,
      );
      setEmail('');
      await load();
    } catch (error) {
      toast.error('Invitation Error', { description: reason(error) });
    } finally {
      setBusy(false);
    }
  }

  const myRole = detail?.role ?? team.role;
  const owner = myRole === 'owner';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{team.name}</CardTitle>
        <CardDescription>
          You are {ROLE_LABELS[myRole].toLowerCase()} of this team.
          {myRole === 'viewer' && ' Viewers read the team’s projects and presets but cannot change them.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {detail === null && <Spinner />}
        {detail && (
          <ul className="grid gap-3" aria-label={`Members of ${team.name}`}>
            {detail.members.map((member) => {
              const me = member.email === user?.email;
              const who = member.full_name ? `${member.full_name} (${member.email})` : member.email;
              return (
                <li
                  key={member.user_id}
                  className="grid gap-2 border-t pt-3 sm:grid-cols-[1fr_auto] sm:items-center"
                >
                  <p className="min-w-0 text-sm break-words">
                    {who}
                    {me && <span className="text-muted-foreground"> · you</span>}
                  </p>
                  <div className="flex flex-wrap items-center gap-2">
                    {owner && !me ? (
                      <NativeSelect
                        aria-label={`Role of ${member.email}`}
                        value={member.role}
                        disabled={busy}
                        className="w-auto"
                        onChange={(event) => {
                          const next = ROLES.find((r) => r === event.target.value);
                          if (next)
                            void act(
                              () => createTeamApi().setRole(team.id, { user_id: member.user_id }, next),
                              'Role changed',
                            );
                        }}
                      >
                        {ROLES.map((r) => (
                          <option key={r} value={r}>
                            {ROLE_LABELS[r]}
                          </option>
                        ))}
                      </NativeSelect>
                    ) : (
                      <span className="text-sm text-muted-foreground">{ROLE_LABELS[member.role]}</span>
                    )}
                    {owner && !me && member.role !== 'owner' && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy}
                        aria-label={`Make ${member.email} owner`}
                        onClick={() =>
                          void act(
                            () => createTeamApi().transfer(team.id, { user_id: member.user_id }),
                            'Ownership handed over',
                          )
                        }
                      >
                        Make owner
                      </Button>
                    )}
                    {owner && !me && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy}
                        aria-label={`Remove ${member.email}`}
                        onClick={() =>
                          void act(
                            () => createTeamApi().remove(team.id, { user_id: member.user_id }),
                            'Member removed',
                          )
                        }
                      >
                        Remove
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {detail && detail.invitations.length > 0 && (
          <ul className="grid gap-1 text-sm text-muted-foreground" aria-label="Pending invitations">
            {detail.invitations.map((invitation) => (
              <li key={invitation.id}>
                Invited: {invitation.email} as {ROLE_LABELS[invitation.role].toLowerCase()}
              </li>
            ))}
          </ul>
        )}
        {owner && (
          <form
            className="grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-end"
            onSubmit={(e) => void invite(e)}
          >
            <div className="grid gap-1">
              <Label htmlFor={`invite-${team.id}`}>Invite by e-mail</Label>
              <Input
                id={`invite-${team.id}`}
                type="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <NativeSelect
              aria-label="Invited role"
              value={role}
              className="w-auto"
              onChange={(event) => setRole(ROLES.find((r) => r === event.target.value) ?? 'viewer')}
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
            <Button type="submit" disabled={busy}>
              Invite
            </Button>
          </form>
        )}
        {invited && (
          <p role="status" className="text-sm break-all">
            {invited}
          </p>
        )}
        <section className="grid gap-2" aria-label={`Projects of ${team.name}`}>
          <h3 className="text-sm font-medium">Projects</h3>
          {projects === null && <Spinner />}
          {projects?.length === 0 && <p className="text-sm text-muted-foreground">No projects yet.</p>}
          {projects && projects.length > 0 && (
            <ul className="grid gap-1 text-sm">
              {projects.map((project) => (
                <li key={project.id}>
                  <Link
                    to={`/visual-workspace-generator?project=${encodeURIComponent(project.id)}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {project.name}
                  </Link>
                  {!project.owner && <span className="text-muted-foreground"> · read-only</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => void act(() => createTeamApi().leave(team.id), `Left ${team.name}`)}
          >
            Leave team
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

export default function TeamsPage() {
  useDocumentTitle('Teams');
  const [teams, setTeams] = useState<Team[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setTeams(await createTeamApi().listTeams());
      setLoadError(false);
    } catch {
      setLoadError(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await createTeamApi().createTeam(name.trim());
      toast.success('Team created', { description: name.trim() });
      setName('');
      await load();
    } catch (error) {
      toast.error('Team Error', { description: reason(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Teams</h1>
        <p className="text-muted-foreground">
          Share projects and presets: owners manage members, editors change, viewers read.
        </p>
      </header>
      <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void create(e)}>
        <div className="grid flex-1 gap-1">
          <Label htmlFor="team-name">Team name</Label>
          <Input
            id="team-name"
            required
            maxLength={200}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={busy}>
          Create team
        </Button>
      </form>
      {loadError && (
        <p role="alert" className="text-sm text-error">
          Could not load your teams.{' '}
          <button type="button" className="underline" onClick={() => void load()}>
            Try again
          </button>
        </p>
      )}
      {teams === null && !loadError && <Spinner />}
      {teams?.length === 0 && <p className="text-sm text-muted-foreground">You are in no team yet.</p>}
      {teams?.map((team) => (
        <TeamDetail key={team.id} team={team} onChanged={() => void load()} />
      ))}
    </div>
  );
}

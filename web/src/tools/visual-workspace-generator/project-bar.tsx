import { Check, CloudOff, Eye, FolderInput, Link2, Pencil, Save, Trash2 } from 'lucide-react';
import { type FormEvent, type RefObject, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ConflictDialog } from '../../app/account/conflict-dialog';
import { BOARD_MOVE_TEXT } from '../../app/account/move-board';
import { MoveDialog } from '../../app/account/move-dialog';
import { MoveRefused, moveDestinations, moveRefusal } from '../../app/account/move-to';
import { boardLabel, useTeamBoards, withBoards, writableTeams } from '../../app/account/team-boards';
import { Checkbox } from '../../components/checkbox';
import { Field } from '../../components/field';
import { ShareLinkButton } from '../../components/share-link-button';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input, NativeSelect } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { copyText } from '../../platform/clipboard';
import { ProjectBarPending, ProjectBarRow, ProjectSelect, SaveToProjectButton } from './project-bar-parts';
import {
  type GoneProject,
  type ProjectState,
  type SaveStatus,
  type UnreachedProject,
  useProject,
} from './use-project';
import type { WorkspaceState } from './use-workspace';

/** What the page calls on the open project: an edit to save, a card's change to write through. */
export type ProjectLink = Pick<ProjectState, 'edited' | 'onCardWrite'>;

/** The page's project panel: the project hooks, and the bar once the account store is there. */
export default function ProjectPanel({
  state,
  link,
  onProject,
  onPublic,
  onReadOnly,
}: {
  state: WorkspaceState;
  link: RefObject<ProjectLink | null>;
  /** Whether a project is open: its board's cards then show their sub-tasks to tick. */
  onProject(open: boolean): void;
  /** Whether the open project is public: its own link is then the one to share. */
  onPublic?(isPublic: boolean): void;
  /** Whether the open project is a team's board the user only views: the board then takes no moves. */
  onReadOnly?(readOnly: boolean): void;
}) {
  const project = useProject(state);
  link.current = project;
  const open = Boolean(project.store && project.openId);
  useEffect(() => onProject(open), [open, onProject]);
  const isPublic = open && project.project?.visibility === 'public';
  useEffect(() => onPublic?.(isPublic), [isPublic, onPublic]);
  const readOnly = open && project.readOnly;
  useEffect(() => onReadOnly?.(readOnly), [readOnly, onReadOnly]);
  return project.store ? <ProjectBar project={project} /> : <ProjectBarPending />;
}

const STATUS_TEXT: Record<SaveStatus, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  unsaved: 'Unsaved changes',
  offline: 'Offline: saved in this browser, synced when back',
};

/** The link a public project opens with, read-only, for anyone. */
const publicProjectUrl = (id: string) => `${window.location.origin}/p/${id}`;

const REFUSED_ID = 'project-move-refused';

/** What the bar says of a project it left because the server did not have it. */
function goneText({ name, linked }: GoneProject) {
  if (linked)
    return "This link's project is not in your account: it was deleted, it is another account's, or it has not reached the server yet.";
  return `${name ? `“${name}”` : 'The project'} is no longer in your account: it was deleted in another browser or by the CLI.`;
}

/** What the bar says of the open project whose board could not be read: the server was not reached. */
function unreachedText({ name, linked }: UnreachedProject) {
  const which = linked ? "This link's project" : name ? `“${name}”` : 'The project';
  return `${which} could not be loaded: the server was not reached (offline, or the server is down). It opens here once the server answers again.`;
}

/** Which project the workspace is kept in, and its Save / Saved state, rename, delete and public link. */
function ProjectBar({ project: p }: { project: ProjectState }) {
  const [naming, setNaming] = useState<'new' | 'rename' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const isPublic = p.project?.visibility === 'public';
  const groups = useTeamBoards();
  const teams = withBoards(groups, p.projects);
  const listed = new Set([...p.projects, ...teams.flatMap((group) => group.projects)].map((x) => x.id));
  const teamId = p.project?.team_id;
  const teamName = teamId ? teams.find((group) => group.team.id === teamId)?.team.name : undefined;
  const [moving, setMoving] = useState(false);
  const destinations = moveDestinations(
    groups.map((group) => group.team),
    teamId,
  );
  const refusal = moveRefusal(
    groups.map((group) => group.team),
    teamId,
    'board',
  );
  // An editor or viewer of the team's board sees the control, disabled, and why.
  const moveButton =
    destinations.length > 0 || refusal ? (
      <Button
        variant="outline"
        size="sm"
        onClick={() => setMoving(true)}
        disabled={destinations.length === 0}
        aria-describedby={destinations.length === 0 ? REFUSED_ID : undefined}
      >
        <FolderInput aria-hidden="true" /> Move to…
      </Button>
    ) : null;
  // The open project's controls: not while its board could not be read (the bar says why instead).
  const shown = Boolean(p.openId && p.project) && !p.unreached;
  const own = p.projects.map((project) => (
    <option key={project.id} value={project.id}>
      {project.name}
    </option>
  ));

  return (
    <Card>
      <ProjectBarRow>
        <ProjectSelect
          value={p.openId}
          onChange={(event) => void p.open(event.target.value)}
          disabled={!p.store}
        >
          {teams.length > 0 ? <optgroup label="Your projects">{own}</optgroup> : own}
          {teams.map((group) => (
            <optgroup key={group.team.id} label={`Team ${group.team.name}`}>
              {group.projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {boardLabel(project)}
                </option>
              ))}
            </optgroup>
          ))}
          {/* Open before its list has been read (a team's board from a link): still named. */}
          {p.openId && p.project && !listed.has(p.openId) && (
            <option value={p.openId}>{boardLabel(p.project)}</option>
          )}
          {/* Its board could not be read, nor its name: the choice still says which project the page waits for. */}
          {p.openId && !p.project && p.unreached && <option value={p.openId}>Not loaded yet</option>}
        </ProjectSelect>
        {shown && p.readOnly ? (
          <>
            <p role="status" className="flex items-center gap-1.5 self-center text-sm text-muted-foreground">
              <Eye aria-hidden="true" className="size-4 shrink-0" />
              Read-only: you are a viewer of {teamName ? `the team ${teamName}` : 'this team'}, so you can
              read this board but not change it.
            </p>
            {refusal && (
              <>
                <div className="flex flex-wrap gap-2 sm:ml-auto">{moveButton}</div>
                <MoveRefused id={REFUSED_ID} reason={refusal} className="w-full" />
              </>
            )}
          </>
        ) : shown ? (
          <>
            <Button
              variant={p.status === 'saved' ? 'outline' : 'default'}
              onClick={p.save}
              disabled={p.status === 'saved'}
              aria-describedby="project-save-status"
            >
              {p.status === 'saved' ? <Check aria-hidden="true" /> : <Save aria-hidden="true" />}
              {p.status === 'saved' ? 'Saved' : 'Save'}
            </Button>
            <p
              id="project-save-status"
              role="status"
              className="flex items-center gap-1.5 self-center text-sm text-muted-foreground"
            >
              {p.status === 'offline' && <CloudOff aria-hidden="true" className="size-4" />}
              {p.status === 'saving' && <Spinner />}
              {/* Saved: the button says it; the status line speaks only while something is on its way. */}
              {p.status === 'saved' ? (
                <span className="sr-only">{STATUS_TEXT.saved}</span>
              ) : p.status === 'saving' && p.serverWait > 0 ? (
                `Saved in this browser: the server asked to wait ${p.serverWait} s, then it is sent`
              ) : (
                STATUS_TEXT[p.status]
              )}
            </p>
            <div className="flex flex-wrap gap-2 sm:ml-auto">
              <Button variant="outline" size="sm" onClick={() => setNaming('rename')}>
                <Pencil aria-hidden="true" /> Rename
              </Button>
              <Button variant="outline" size="sm" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden="true" /> Delete
              </Button>
              {moveButton}
              {/* A link shares one of my own boards: a team's is shared by making it public. */}
              {!teamId && (
                <ShareLinkButton
                  item={() => ({
                    kind: 'project',
                    project_id: p.project!.id,
                    title: p.project!.name,
                    expires_in: null,
                  })}
                />
              )}
            </div>
            {refusal && <MoveRefused id={REFUSED_ID} reason={refusal} className="w-full" />}
            <div className="flex w-full flex-wrap items-center gap-3">
              <Checkbox
                id="project-public"
                checked={isPublic}
                onCheckedChange={(on) => void p.setPublic(on === true)}
                label="Anyone with the link can view (read-only)"
              />
              {isPublic && p.project && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    void copyText(publicProjectUrl(p.project!.id)).then(
                      () => toast.success('Link copied'),
                      () => toast.error('Could not copy the link'),
                    );
                  }}
                >
                  <Link2 aria-hidden="true" /> Copy link
                </Button>
              )}
            </div>
          </>
        ) : (
          <SaveToProjectButton onClick={() => setNaming('new')} disabled={!p.store || p.busy} />
        )}
        {p.gone !== null && !p.openId && (
          <p role="status" className="w-full text-sm text-muted-foreground">
            {goneText(p.gone)}
          </p>
        )}
        {p.unreached && (
          <p role="status" className="flex w-full items-center gap-1.5 text-sm text-muted-foreground">
            <CloudOff aria-hidden="true" className="size-4 shrink-0" />
            {unreachedText(p.unreached)}
          </p>
        )}
      </ProjectBarRow>
      <NameDialog
        open={naming !== null}
        title={naming === 'rename' ? 'Rename the project' : 'Save to a new project'}
        action={naming === 'rename' ? 'Rename' : 'Save'}
        initial={naming === 'rename' ? (p.project?.name ?? '') : ''}
        teams={naming === 'new' ? writableTeams(groups) : []}
        taken={(name, team) =>
          (team ? (groups.find((group) => group.team.id === team)?.projects ?? []) : p.projects).some(
            (other) =>
              other.name.trim().toLowerCase() === name.toLowerCase() &&
              (naming === 'new' || other.id !== p.openId),
          )
        }
        onClose={() => setNaming(null)}
        onName={(name, team) => (naming === 'rename' ? p.rename(name) : p.create(name, team))}
      />
      <Dialog open={deleting} onOpenChange={setDeleting}>
        <DialogContent>
          <DialogTitle className="text-lg font-semibold">Delete “{p.project?.name}”?</DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">
            The project, its board and its public link are deleted from your account, in every browser and in
            the CLI. The workspace stays on this page until you change it.
          </DialogDescription>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                setDeleting(false);
                void p.remove();
              }}
            >
              <Trash2 aria-hidden="true" /> Delete project
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <MoveDialog
        open={moving}
        name={p.project?.name ?? ''}
        description={BOARD_MOVE_TEXT}
        destinations={destinations}
        onClose={() => setMoving(false)}
        onMove={(team, where) => p.move(team, where)}
      />
      <ConflictDialog store={p.store} />
    </Card>
  );
}

function NameDialog({
  open,
  title,
  action,
  initial,
  teams,
  taken,
  onClose,
  onName,
}: {
  open: boolean;
  title: string;
  action: string;
  initial: string;
  /** The teams a new board may be kept in instead of the account (none: the choice is not offered). */
  teams: readonly { id: string; name: string }[];
  /** A project of this name is already where it goes: a second one would be told apart by nothing. */
  taken(name: string, team: string): boolean;
  onClose(): void;
  onName(name: string, team?: string): Promise<void>;
}) {
  const [name, setName] = useState(initial);
  // '' keeps it in the user's own account.
  const [team, setTeam] = useState('');
  const [busy, setBusy] = useState(false);
  const [lastInitial, setLastInitial] = useState(initial);
  const duplicate = name.trim() !== '' && taken(name.trim(), team);
  if (initial !== lastInitial) {
    setLastInitial(initial);
    setName(initial);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || duplicate) return;
    setBusy(true);
    try {
      await onName(name.trim(), team || undefined);
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          Projects are kept in your account: the same in every browser you sign in to, and in the CLI.
        </DialogDescription>
        <form onSubmit={submit} className="grid gap-4">
          <Field label="Project name">
            <Input
              value={name}
              required
              maxLength={200}
              aria-invalid={duplicate}
              aria-describedby={duplicate ? 'project-name-taken' : undefined}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          {teams.length > 0 && (
            <Field label="Keep it in">
              <NativeSelect value={team} onChange={(e) => setTeam(e.target.value)}>
                <option value="">Your account</option>
                {teams.map((t) => (
                  <option key={t.id} value={t.id}>
                    Team {t.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}
          {duplicate && (
            <p id="project-name-taken" role="alert" className="text-sm text-destructive">
              {team ? 'The team already has' : 'You already have'} a project named “{name.trim()}”: open it
              from the Project list, or choose another name.
            </p>
          )}
          <Button type="submit" disabled={!name.trim() || duplicate || busy} className="justify-self-end">
            {busy && <Spinner />}
            {action}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

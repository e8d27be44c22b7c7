import type { Preset, Team } from '@toolbox/core/account';
import { FolderInput, Users } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import type { AccountStore } from '../../platform/account/account-store';
import { MoveDialog } from './move-dialog';
import { MoveRefused, moveDestinations, moveRefusal } from './move-to';

// The preset menu's teams (issue 80 item 4): a tool's presets kept in each of the user's teams, read when "Load
// preset" opens (not kept in the account's local copy: the team owns them), and "Move to…" for a preset between the
// user's account and a team. The rule is the boards' (move-to.tsx): into a team the user edits or owns, only their
// own preset; out of a team only by its owners.

type TeamOf = Pick<Team, 'id' | 'name' | 'role'>;

export interface TeamPresets {
  team: TeamOf;
  /** By name. */
  presets: Preset[];
}

const PRESET_MOVE_TEXT =
  'In a team, its editors and owners change the preset and its viewers load it; only the team’s owners can move it out again.';

async function readTeamPresets(toolId: string): Promise<{ teams: TeamOf[]; groups: TeamPresets[] }> {
  const [{ createTeamApi }, { createAccountApi }] = await Promise.all([
    import('../../platform/account/team-api'),
    import('../../platform/account/account-client'),
  ]);
  const client = createAccountApi();
  const teams = (await createTeamApi().listTeams()).map(({ id, name, role }) => ({ id, name, role }));
  const lists = await Promise.all(teams.map((team) => client.listPresets(toolId, { team: team.id })));
  const groups = teams
    .map((team, i) => ({
      team,
      presets: [...(lists[i] ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => a.team.name.localeCompare(b.team.name));
  return { teams, groups };
}

/** The user's teams and this tool's presets in each, read while `open` (none until read; kept when a read fails). */
export function useTeamPresets(toolId: string, open: boolean) {
  const [read, setRead] = useState<{ teams: TeamOf[]; groups: TeamPresets[] }>({ teams: [], groups: [] });
  const [count, setCount] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `count` changes to ask for another read (reread).
  useEffect(() => {
    if (!open) return;
    let live = true;
    void readTeamPresets(toolId).then(
      (next) => live && setRead(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [toolId, open, count]);
  const reread = useCallback(() => setCount((n) => n + 1), []);
  return { ...read, reread };
}

/** A preset's "Move to…": the places it may go (none, and there is no button), then the dialog. */
export function MovePresetButton({
  store,
  preset,
  teams,
  onMoved,
}: {
  store: AccountStore;
  preset: Preset;
  teams: readonly TeamOf[];
  onMoved(): void;
}) {
  const [moving, setMoving] = useState(false);
  const destinations = moveDestinations(teams, preset.team_id);
  if (destinations.length === 0) return null;
  const label = `Move ${preset.name} to…`;
  return (
    <>
      <Button variant="ghost" size="icon-sm" aria-label={label} title={label} onClick={() => setMoving(true)}>
        <FolderInput aria-hidden="true" />
      </Button>
      <MoveDialog
        open={moving}
        name={preset.name}
        description={PRESET_MOVE_TEXT}
        destinations={destinations}
        onClose={() => setMoving(false)}
        onMove={async (team, where) => {
          try {
            const { createTeamApi } = await import('../../platform/account/team-api');
            const moved = await createTeamApi().movePreset(preset.id, team, preset.version);
            // The account's own list gains or loses it; the teams' lists are read again.
            await store.refreshPresets().catch(() => undefined);
            onMoved();
            toast.success(`Moved to ${where}`, { description: moved.name });
          } catch (error) {
            toast.error('Could not move the preset', {
              description: error instanceof Error ? error.message : String(error),
            });
          }
        }}
      />
    </>
  );
}

/** Each team's presets of this tool (a team with none is left out): load, and move where the user may. */
export function TeamPresetLists({
  store,
  teams,
  groups,
  onLoad,
  onMoved,
}: {
  store: AccountStore;
  teams: readonly TeamOf[];
  groups: readonly TeamPresets[];
  onLoad(preset: Preset): void;
  onMoved(): void;
}) {
  return groups
    .filter((group) => group.presets.length > 0)
    .map((group) => {
      const refusal = moveRefusal(teams, group.team.id, 'preset');
      return (
        <section
          key={group.team.id}
          aria-label={`Presets of the team ${group.team.name}`}
          className="grid gap-2"
        >
          <h3 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <Users aria-hidden="true" className="size-4" />
            Team {group.team.name}
          </h3>
          {refusal && <MoveRefused id={`preset-move-refused-${group.team.id}`} reason={refusal} />}
          <ul className="grid gap-2">
            {group.presets.map((preset) => (
              <li key={preset.id} className="flex items-center gap-2 rounded-md border p-2">
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{preset.name}</span>
                <Button size="sm" aria-label={`Load ${preset.name}`} onClick={() => onLoad(preset)}>
                  Load
                </Button>
                <MovePresetButton store={store} preset={preset} teams={teams} onMoved={onMoved} />
              </li>
            ))}
          </ul>
        </section>
      );
    });
}

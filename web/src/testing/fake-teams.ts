import type { Preset, Project, TeamRole } from '@toolbox/core/account';
import type { fakeDataApi } from './fake-data-api';

// The data API's teams over a fake data API (fake-data-api.ts) for page tests: the user's teams with their roles,
// each team's boards and presets (`?team=`), and the moves between the account and a team, as the data function
// answers them (POST /projects/:id/move, /presets/:id/move); any other request goes on to the fake data API.

const AT = '2026-11-24T12:00:00.000Z';
let ids = 0;
const nextId = () => `00000000-0000-4000-9000-${String(++ids).padStart(12, '0')}`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Api = ReturnType<typeof fakeDataApi>;

export function fakeTeams(api: Api) {
  const teams: { id: string; name: string; role: TeamRole; members: number; created_at: string }[] = [];
  const boards = new Map<string, Project[]>();
  const presets = new Map<string, Preset[]>();
  const moves: { path: string; body: { team_id: string | null; version: number } }[] = [];

  function addTeam(name: string, role: TeamRole): string {
    const id = nextId();
    teams.push({ id, name, role, members: 2, created_at: AT });
    boards.set(id, []);
    presets.set(id, []);
    return id;
  }

  function addBoard(team: string, name: string): Project {
    const board: Project = {
      id: nextId(),
      name,
      description: '',
      github_url: null,
      supabase_url: null,
      visibility: 'private',
      last_synced_at: null,
      created_at: AT,
      updated_at: AT,
      version: 1,
      owner: teams.find((t) => t.id === team)?.role !== 'viewer',
      team_id: team,
    };
    boards.get(team)?.push(board);
    return board;
  }

  function addPreset(team: string, tool_id: string, name: string): Preset {
    const preset: Preset = {
      id: nextId(),
      tool_id,
      name,
      inputs: {},
      project_id: null,
      team_id: team,
      created_at: AT,
      updated_at: AT,
      version: 1,
    };
    presets.get(team)?.push(preset);
    return preset;
  }

  function moveProject(id: string, team: string | null): Response {
    const own = api.state.projects.get(id);
    const from = [...boards.values()].find((list) => list.some((p) => p.id === id));
    const before = own ? { ...own, source: undefined } : from?.find((p) => p.id === id);
    if (!before) return json(404, { code: 404, error_code: 'not_found', msg: 'No such project.' });
    api.state.projects.delete(id);
    if (from) from.splice(from.indexOf(before), 1);
    const moved: Project = { ...before, version: before.version + 1, owner: true, team_id: team };
    delete (moved as { source?: unknown }).source;
    if (team) boards.get(team)?.push(moved);
    else {
      const { team_id: _team, ...mine } = moved;
      api.state.projects.set(id, { ...mine, source: null });
    }
    return json(200, { project: moved });
  }

  function movePreset(id: string, team: string | null): Response {
    const own = api.state.presets.find((p) => p.id === id);
    const from = [...presets.values()].find((list) => list.some((p) => p.id === id));
    const before = own ?? from?.find((p) => p.id === id);
    if (!before) return json(404, { code: 404, error_code: 'not_found', msg: 'No such preset.' });
    api.state.presets = api.state.presets.filter((p) => p.id !== id);
    if (from) from.splice(from.indexOf(before), 1);
    const moved: Preset = { ...before, version: before.version + 1, team_id: team };
    if (team) presets.get(team)?.push(moved);
    else {
      const { team_id: _team, ...mine } = moved;
      api.state.presets.push(mine);
    }
    return json(200, { preset: moved });
  }

  async function fetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const mark = url.pathname.indexOf('/functions/v1/data');
    const path = mark < 0 ? '' : url.pathname.slice(mark + '/functions/v1/data'.length);
    const method = init.method ?? 'GET';
    const team = url.searchParams.get('team');
    const [, head, id, tail] = path.split('/');
    if (head === 'teams' && method === 'GET' && !id) return json(200, { teams });
    if (head === 'projects' && method === 'GET' && team && !id)
      return json(200, { projects: boards.get(team) ?? [] });
    if (head === 'presets' && method === 'GET' && team && !id) {
      const tool = url.searchParams.get('tool');
      return json(200, { presets: (presets.get(team) ?? []).filter((p) => !tool || p.tool_id === tool) });
    }
    if ((head === 'projects' || head === 'presets') && id && tail === 'move' && method === 'POST') {
      const body = JSON.parse(String(init.body)) as { team_id: string | null; version: number };
      moves.push({ path, body });
      return head === 'projects' ? moveProject(id, body.team_id) : movePreset(id, body.team_id);
    }
    const board = head === 'projects' && id && !tail && method === 'GET' ? findBoard(id) : undefined;
    if (board) return json(200, { project: board, components: [], workspace: null });
    return api.fetch(input, init);
  }

  const findBoard = (id: string) => [...boards.values()].flat().find((p) => p.id === id);

  return { fetch, addTeam, addBoard, addPreset, boards, presets, moves };
}

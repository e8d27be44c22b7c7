import {
  type Component,
  type ComponentInput,
  componentFields,
  type Preset,
  type Profile,
  type Project,
} from '@toolbox/core/account';

// An in-memory data API for page tests: answers the data function's routes (docs/design-notes.md, "Account data
// API") with rows in the wire's shapes, so a page runs the real client and store against it through `fetch`. It
// keeps versions (a stale write is 409 with the current row) and records every request.

interface DataRequest {
  method: string;
  path: string;
  body: unknown;
}

const AT = '2026-11-24T12:00:00.000Z';
let ids = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const empty = () => new Response(null, { status: 204 });
const failure = (status: number, error_code: string, msg: string, extra: object = {}) =>
  json(status, { code: status, error_code, msg, ...extra });

type Body = Record<string, unknown>;
const bodyOf = (value: unknown): Body => (typeof value === 'object' && value !== null ? (value as Body) : {});

/** What the server answers for a whole-board save: the inputs as rows (ids kept or made, versions 1). */
export function savedBoard(projectId: string, inputs: ComponentInput[], newId: () => string): Component[] {
  return inputs.map((input, i) => {
    const id = input.id ?? newId();
    return {
      id,
      project_id: projectId,
      ...componentFields(input),
      position: input.position ?? i,
      updated_at: AT,
      version: 1,
      sub_components: (input.sub_components ?? []).map((sub, j) => ({
        id: sub.id ?? newId(),
        component_id: id,
        title: sub.title,
        done: sub.done ?? false,
        position: sub.position ?? j,
        updated_at: AT,
        version: 1,
      })),
    };
  });
}

export function fakeDataApi(seed: { fullName?: string } = {}) {
  const state = {
    projects: new Map<string, Project & { source: string | null }>(),
    components: new Map<string, Component[]>(),
    presets: [] as Preset[],
    profile: {
      id: '00000000-0000-4000-8000-000000000000',
      full_name: seed.fullName ?? 'Ada Lovelace',
      username: null,
      updated_at: AT,
      version: 1,
    } as Profile,
  };
  const requests: DataRequest[] = [];

  const project = (id: string) => {
    const row = state.projects.get(id);
    if (!row) return null;
    const { source: _source, ...wire } = row;
    return wire;
  };

  function addProject(name: string, source: string | null = null): Project {
    const row = {
      id: nextId(),
      name,
      description: '',
      github_url: null,
      supabase_url: null,
      visibility: 'private' as const,
      last_synced_at: null,
      created_at: AT,
      updated_at: AT,
      version: 1,
      owner: true,
      source,
    };
    state.projects.set(row.id, row);
    state.components.set(row.id, []);
    return project(row.id) as Project;
  }

  function addPreset(tool_id: string, name: string, inputs: Preset['inputs']): Preset {
    const preset = {
      id: nextId(),
      tool_id,
      name,
      inputs,
      project_id: null,
      created_at: AT,
      updated_at: AT,
      version: 1,
    };
    state.presets.push(preset);
    return preset;
  }

  function route(method: string, path: string, body: Body): Response {
    const [, head, id, tail] = path.split('/');
    if (head === 'projects') {
      if (!id) {
        if (method === 'GET') return json(200, { projects: [...state.projects.keys()].map(project) });
        const created = addProject(String(body.name), bodyOf(body.workspace).source as string | null);
        return json(201, { project: created });
      }
      const row = state.projects.get(id);
      if (!row) return failure(404, 'not_found', 'No such project, or it is private.');
      if (method === 'GET')
        return json(200, {
          project: project(id),
          components: state.components.get(id) ?? [],
          workspace: row.source === null ? null : { source: row.source },
        });
      if (method === 'DELETE') {
        state.projects.delete(id);
        return empty();
      }
      if (body.version !== row.version)
        return failure(409, 'conflict', `The project changed since version ${body.version}.`, {
          current: project(id),
        });
      if (tail === 'components') {
        // As the data function: a row id that is another project's row is refused, not moved.
        const others = [...state.components].filter(([other]) => other !== id).flatMap(([, rows]) => rows);
        const taken = new Set(others.map((row) => row.id));
        const inputs = (body.components as ComponentInput[]) ?? [];
        if (inputs.some((input) => input.id !== undefined && taken.has(input.id)))
          return failure(400, 'validation_failed', 'A component id belongs to another project.', {
            field: 'components',
          });
      }
      row.version += 1;
      if (tail === 'components') {
        state.components.set(id, savedBoard(id, (body.components as ComponentInput[]) ?? [], nextId));
        return json(200, { project: project(id), components: state.components.get(id) });
      }
      for (const field of ['name', 'description', 'visibility'] as const)
        if (typeof body[field] === 'string') Object.assign(row, { [field]: body[field] });
      if (body.workspace) row.source = String(bodyOf(body.workspace).source);
      return json(200, { project: project(id) });
    }
    if (head === 'presets') {
      if (method === 'GET') return json(200, { presets: state.presets });
      if (method === 'POST') {
        const same = state.presets.find((p) => p.tool_id === body.tool_id && p.name === body.name);
        if (same) return failure(409, 'conflict', 'A preset of that name exists.', { current: same });
        return json(201, {
          preset: addPreset(String(body.tool_id), String(body.name), bodyOf(body.inputs) as Preset['inputs']),
        });
      }
      const at = state.presets.findIndex((p) => p.id === id);
      if (at < 0) return failure(404, 'not_found', 'No such preset.');
      if (method === 'DELETE') {
        state.presets.splice(at, 1);
        return empty();
      }
      const current = state.presets[at] as Preset;
      const next = {
        ...current,
        ...(body.inputs ? { inputs: bodyOf(body.inputs) as Preset['inputs'] } : {}),
        version: current.version + 1,
      };
      state.presets[at] = next;
      return json(200, { preset: next });
    }
    if (head === 'favourites') return method === 'GET' ? json(200, { favourites: [], recents: [] }) : empty();
    if (head === 'recents') return empty();
    if (head === 'profile') {
      if (method === 'GET') return json(200, { profile: state.profile });
      if (body.version !== state.profile.version)
        return failure(409, 'conflict', 'The profile changed.', { current: state.profile });
      state.profile = {
        ...state.profile,
        ...(typeof body.full_name === 'string' ? { full_name: body.full_name } : {}),
        ...('username' in body ? { username: (body.username as string | null) ?? null } : {}),
        version: state.profile.version + 1,
      };
      return json(200, { profile: state.profile });
    }
    if (head === 'export')
      return json(200, {
        exported_at: AT,
        profile: state.profile,
        projects: [...state.projects.keys()].map((key) => ({
          ...project(key),
          components: state.components.get(key) ?? [],
          workspace: null,
        })),
        presets: state.presets,
        favourites: [],
        recents: [],
      });
    if (head === 'me' && method === 'DELETE') {
      const deleted = { projects: state.projects.size, presets: state.presets.length, favourites: 0 };
      state.projects.clear();
      state.presets = [];
      return json(200, { deleted });
    }
    return failure(404, 'not_found', `No route ${method} ${path}.`);
  }

  /** `fetch` as the data API answers it (any other URL is a 404). */
  async function fetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const mark = url.pathname.indexOf('/functions/v1/data');
    if (mark < 0) return failure(404, 'not_found', 'Not the data API.');
    const path = url.pathname.slice(mark + '/functions/v1/data'.length);
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : null;
    requests.push({ method, path, body });
    return route(method, path, bodyOf(body));
  }

  return { state, requests, fetch, addProject, addPreset };
}

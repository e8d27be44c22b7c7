// The one client of the data API, shared by the web and the CLI. Pure: the network (`fetch`) and the caller's
// token are injected; every answer is parsed into the contract's types or refused with a typed error.

import {
  ACCOUNT_ERROR_CODES,
  AccountApiError,
  AccountConflictError,
  AccountNetworkError,
  AccountResponseError,
  type ConflictCurrent,
} from '#core/account/errors';
import { type Fail, Fields } from '#core/account/fields';
import {
  readComponent,
  readExport,
  readFavourite,
  readPreset,
  readProfile,
  readProject,
  readRecent,
  readSubComponent,
  readWorkspace,
} from '#core/account/rows';
import type {
  AccountExport,
  Board,
  BoardSave,
  Component,
  ComponentInput,
  ComponentPatch,
  DeletedCounts,
  FavouritesAndRecents,
  Preset,
  PresetCreate,
  PresetPatch,
  Profile,
  ProfilePatch,
  Project,
  ProjectCreate,
  ProjectDetail,
  ProjectList,
  ProjectPatch,
  SubComponent,
  SubComponentPatch,
} from '#core/account/types';

export interface AccountFetchInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface AccountFetchResponse {
  status: number;
  text(): Promise<string>;
}

/** The subset of `fetch` the client uses (the global `fetch` fits). */
export type AccountFetch = (url: string, init: AccountFetchInit) => Promise<AccountFetchResponse>;

export interface AccountClientOptions {
  /** The Supabase project URL (SUPABASE_URL, e.g. `http://127.0.0.1:54321`); the client adds `/functions/v1/data`. */
  baseUrl: string;
  anonKey: string;
  /** The caller's Supabase access token or `tbx_` CLI token; null for an anonymous caller (public projects only). */
  getToken: () => Promise<string | null> | string | null;
  fetch: AccountFetch;
}

/** The path of the data function under a Supabase URL. */
export const DATA_FUNCTION_PATH = '/functions/v1/data';

type ConflictKind = ConflictCurrent['kind'];

function conflictCurrent(kind: ConflictKind, f: Fields): ConflictCurrent {
  switch (kind) {
    case 'project':
      return { kind, row: readProject(f) };
    case 'component':
      return { kind, row: readComponent(f) };
    case 'sub_component':
      return { kind, row: readSubComponent(f) };
    case 'preset':
      return { kind, row: readPreset(f) };
    case 'profile':
      return { kind, row: readProfile(f) };
  }
}

export type AccountClient = ReturnType<typeof createAccountClient>;

/** One request to the data API, its answer parsed or refused with a typed error; the clients' common part. */
export function accountRequests(options: AccountClientOptions) {
  const base = `${options.baseUrl.replace(/\/+$/, '')}${DATA_FUNCTION_PATH}`;

  async function call(
    method: string,
    path: string,
    init: { body?: unknown; conflict?: ConflictKind } = {},
  ): Promise<{ status: number; fields: (path?: string) => Fields; json: unknown }> {
    const token = await options.getToken();
    const headers: Record<string, string> = { apikey: options.anonKey, accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    let response: AccountFetchResponse;
    let text: string;
    try {
      response = await options.fetch(`${base}${path}`, {
        method,
        headers,
        ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
      });
      text = await response.text();
    } catch (error) {
      throw new AccountNetworkError(
        `Could not reach the data API at ${base}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const status = response.status;
    const fail: Fail = (field, why) => {
      throw new AccountResponseError(
        status,
        `Unexpected answer from the data API (${status}): ${field} ${why}`,
      );
    };
    let json: unknown = null;
    if (text !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        throw new AccountResponseError(status, `Unexpected answer from the data API (${status}): not JSON`);
      }
    }
    if (status >= 400) throw errorOf(status, json, init.conflict, fail);
    if (status < 200 || status > 299) fail('status', 'is not a success');
    return { status, json, fields: (at = '') => Fields.of(json, at, fail) };
  }

  function errorOf(status: number, json: unknown, kind: ConflictKind | undefined, fail: Fail): Error {
    const f = Fields.of(json, '', fail);
    const msg = f.string('msg');
    const errorCode = f.has('error_code') ? f.string('error_code') : '';
    const code = ACCOUNT_ERROR_CODES.find((known) => known === errorCode) ?? 'unexpected_failure';
    if (status === 409 && kind && f.has('current'))
      return new AccountConflictError(msg, conflictCurrent(kind, f.object('current')));
    return new AccountApiError(status, code, msg, f.has('field') ? f.string('field') : undefined);
  }

  async function none(method: string, path: string): Promise<void> {
    await call(method, path);
  }

  return { call, none };
}

const id = (value: string) => encodeURIComponent(value);

/** `?a=1&b=2` of the members given (none: ''). */
function queryOf(params: Record<string, string | undefined>): string {
  const given = Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return given.length === 0 ? '' : `?${given.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

export function createAccountClient(options: AccountClientOptions) {
  const { call, none } = accountRequests(options);
  return {
    /** `team`: a team's projects (its id) instead of the caller's own. */
    async listProjects(options: { since?: string; team?: string } = {}): Promise<ProjectList> {
      const query = queryOf({ since: options.since, team: options.team });
      const f = (await call('GET', `/projects${query}`)).fields();
      const projects = f.objects('projects').map(readProject);
      return f.has('deleted') ? { projects, deleted: f.uuids('deleted') } : { projects };
    },
    async createProject(input: ProjectCreate, options: { team?: string } = {}): Promise<Project> {
      const path = `/projects${queryOf({ team: options.team })}`;
      return readProject((await call('POST', path, { body: input })).fields().object('project'));
    },
    async getProject(projectId: string): Promise<ProjectDetail> {
      const f = (await call('GET', `/projects/${id(projectId)}`)).fields();
      return {
        project: readProject(f.object('project')),
        components: f.objects('components').map(readComponent),
        workspace: readWorkspace(f),
      };
    },
    async updateProject(projectId: string, patch: ProjectPatch): Promise<Project> {
      const answer = await call('PATCH', `/projects/${id(projectId)}`, { body: patch, conflict: 'project' });
      return readProject(answer.fields().object('project'));
    },
    async deleteProject(projectId: string): Promise<void> {
      await none('DELETE', `/projects/${id(projectId)}`);
    },
    /** The workspace save: the whole board replaces the project's components (project.version + 1). */
    async saveBoard(projectId: string, save: BoardSave): Promise<Board> {
      const f = (
        await call('PUT', `/projects/${id(projectId)}/components`, { body: save, conflict: 'project' })
      ).fields();
      return {
        project: readProject(f.object('project')),
        components: f.objects('components').map(readComponent),
      };
    },
    async addComponent(projectId: string, input: ComponentInput): Promise<Component> {
      const f = (await call('POST', `/projects/${id(projectId)}/components`, { body: input })).fields();
      return readComponent(f.object('component'));
    },
    async updateComponent(componentId: string, patch: ComponentPatch): Promise<Component> {
      const answer = await call('PATCH', `/components/${id(componentId)}`, {
        body: patch,
        conflict: 'component',
      });
      return readComponent(answer.fields().object('component'));
    },
    async deleteComponent(componentId: string): Promise<void> {
      await none('DELETE', `/components/${id(componentId)}`);
    },
    async updateSubComponent(subComponentId: string, patch: SubComponentPatch): Promise<SubComponent> {
      const answer = await call('PATCH', `/sub-components/${id(subComponentId)}`, {
        body: patch,
        conflict: 'sub_component',
      });
      return readSubComponent(answer.fields().object('sub_component'));
    },
    async listPresets(toolId?: string, options: { team?: string } = {}): Promise<Preset[]> {
      const query = queryOf({ tool: toolId, team: options.team });
      return (await call('GET', `/presets${query}`)).fields().objects('presets').map(readPreset);
    },
    async createPreset(input: PresetCreate, options: { team?: string } = {}): Promise<Preset> {
      const path = `/presets${queryOf({ team: options.team })}`;
      return readPreset(
        (await call('POST', path, { body: input, conflict: 'preset' })).fields().object('preset'),
      );
    },
    async updatePreset(presetId: string, patch: PresetPatch): Promise<Preset> {
      const answer = await call('PATCH', `/presets/${id(presetId)}`, { body: patch, conflict: 'preset' });
      return readPreset(answer.fields().object('preset'));
    },
    async deletePreset(presetId: string): Promise<void> {
      await none('DELETE', `/presets/${id(presetId)}`);
    },
    async getFavourites(): Promise<FavouritesAndRecents> {
      const f = (await call('GET', '/favourites')).fields();
      return {
        favourites: f.objects('favourites').map(readFavourite),
        recents: f.objects('recents').map(readRecent),
      };
    },
    async addFavourite(toolId: string): Promise<void> {
      await none('PUT', `/favourites/${id(toolId)}`);
    },
    async removeFavourite(toolId: string): Promise<void> {
      await none('DELETE', `/favourites/${id(toolId)}`);
    },
    async recordRecent(toolId: string): Promise<void> {
      await none('POST', `/recents/${id(toolId)}`);
    },
    async getProfile(): Promise<Profile> {
      return readProfile((await call('GET', '/profile')).fields().object('profile'));
    },
    async updateProfile(patch: ProfilePatch): Promise<Profile> {
      return readProfile(
        (await call('PATCH', '/profile', { body: patch, conflict: 'profile' })).fields().object('profile'),
      );
    },
    /** Everything of the caller's as one JSON document (`json` is the document as sent, for saving to a file). */
    async exportData(): Promise<{ data: AccountExport; json: unknown }> {
      const answer = await call('GET', '/export');
      return {
        data: readExport(answer.json, (field, why) => answer.fields().fail(field, why)),
        json: answer.json,
      };
    },
    /** Deletes all of the caller's data (the account stays) and says how many rows of each kind went. */
    async deleteMyData(): Promise<DeletedCounts> {
      const deleted = (await call('DELETE', '/me')).fields().object('deleted');
      const counts: DeletedCounts = {};
      for (const key of deleted.keys()) counts[key] = deleted.int(key);
      return counts;
    },
  };
}

import {
  type AccountClientOptions,
  createAccountClient,
  createTeamClient,
  type TeamClient,
} from '@toolbox/core/account';
import { anonKey, auth, supabaseUrl } from '../supabase';
import { sessionFetch } from './account-client';

const options = (): AccountClientOptions => ({
  baseUrl: supabaseUrl,
  anonKey,
  getToken: async () => (await auth.getSession()).data.session?.access_token ?? null,
  fetch: sessionFetch,
});

/** The teams' client over the app's session: the Teams page and the invitation's accept page use it. */
export function createTeamApi(): TeamClient {
  return createTeamClient(options());
}

/** A team's projects, as its members see them (the Teams page lists them). */
export async function listTeamProjects(teamId: string) {
  return (await createAccountClient(options()).listProjects({ team: teamId })).projects;
}

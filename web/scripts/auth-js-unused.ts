import type { Plugin } from 'vite';

/** auth-js's client module, whose imports of passkey and Web3 helpers are replaced. */
const CLIENT = /[\\/]@supabase[\\/]auth-js[\\/]dist[\\/]module[\\/]GoTrueClient\.js$/;
const PREFIX = '\0toolbox:auth-js-unused:';

/**
 * What the app never calls: passkeys and WebAuthn MFA (`./lib/webauthn`), Sign-In with Ethereum
 * (`./lib/web3/ethereum`), the admin API (`./GoTrueAdminApi`, `auth.admin`). Each name GoTrueClient imports is here
 * (a missing one fails the build); calling one says why it is missing. Constructed at start-up:
 * `new WebAuthnApi(client)`, `new GoTrueAdminApi(settings)`.
 */
export const UNUSED_MODULES: Record<string, string> = {
  './lib/webauthn': `const unused = () => { throw new Error('Dev Toolbox does not sign in with passkeys'); };
export const createCredential = unused;
export const getCredential = unused;
export const deserializeCredentialCreationOptions = unused;
export const deserializeCredentialRequestOptions = unused;
export const serializeCredentialCreationResponse = unused;
export const serializeCredentialRequestResponse = unused;
export const browserSupportsWebAuthn = () => false;
export const webAuthnAbortService = { createNewAbortSignal: unused, cancelCeremony() {} };
export class WebAuthnApi {}
`,
  './lib/web3/ethereum': `const unused = () => { throw new Error('Dev Toolbox does not sign in with a Web3 wallet'); };
export const createSiweMessage = unused;
export const fromHex = unused;
export const getAddress = unused;
export const toHex = unused;
`,
  // The admin API (users, factors, OAuth clients: `auth.admin`) needs the service-role key, which a browser never
  // holds. Of it GoTrueClient calls signOut alone (its request to /logout), kept as auth-js has it
  // (auth-js-unused.test.ts compares the two); the other methods are not there.
  './GoTrueAdminApi': `import { _request } from './lib/fetch';
import { resolveFetch } from './lib/helpers';
import { isAuthError } from './lib/errors';
const SIGN_OUT_SCOPES = ['global', 'local', 'others'];
export default class GoTrueAdminApi {
  constructor({ url = '', headers = {}, fetch }) {
    this.url = url;
    this.headers = headers;
    this.fetch = resolveFetch(fetch);
  }
  async signOut(jwt, scope = SIGN_OUT_SCOPES[0]) {
    if (SIGN_OUT_SCOPES.indexOf(scope) < 0)
      throw new Error(\`@supabase/auth-js: Parameter scope must be one of \${SIGN_OUT_SCOPES.join(', ')}\`);
    try {
      await _request(this.fetch, 'POST', \`\${this.url}/logout?scope=\${scope}\`, { headers: this.headers, jwt, noResolveJson: true });
      return { data: null, error: null };
    } catch (error) {
      if (isAuthError(error)) return { data: null, error };
      throw error;
    }
  }
}
`,
};

/**
 * The shell's sign-in client without the code for ways of signing in the app does not offer (~3 KB gzipped of the
 * shell, whose budget the dashboard's first load shares) and without the admin API (~1.4 KB): auth-js builds them
 * into its one client class.
 */
export function authJsUnused(): Plugin {
  // A replacement's own imports (auth-js's helpers) are auth-js's, beside the client.
  let client: string | undefined;
  return {
    name: 'toolbox:auth-js-unused',
    enforce: 'pre',
    resolveId(id, importer) {
      if (importer?.startsWith(PREFIX) && client) return this.resolve(id, client, { skipSelf: true });
      if (!importer || !CLIENT.test(importer) || !Object.hasOwn(UNUSED_MODULES, id)) return null;
      client = importer;
      return `${PREFIX}${id}`;
    },
    load(id) {
      return id.startsWith(PREFIX) ? UNUSED_MODULES[id.slice(PREFIX.length)] : null;
    },
  };
}

import type { Plugin } from 'vite';

/** auth-js's client module, whose imports of passkey and Web3 helpers are replaced. */
const CLIENT = /[\\/]@supabase[\\/]auth-js[\\/]dist[\\/]module[\\/]GoTrueClient\.js$/;
const PREFIX = '\0toolbox:auth-js-unused:';

/**
 * What the app never calls: passkeys and WebAuthn MFA (`./lib/webauthn`), Sign-In with Ethereum
 * (`./lib/web3/ethereum`). Each name GoTrueClient imports is here (a missing one fails the build); calling one says
 * why it is missing. Constructed at start-up: `new WebAuthnApi(client)`.
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
};

/**
 * The shell's sign-in client without the code for ways of signing in the app does not offer (~3 KB gzipped of the
 * shell, whose budget the dashboard's first load shares): auth-js builds them into its one client class.
 */
export function authJsUnused(): Plugin {
  return {
    name: 'toolbox:auth-js-unused',
    enforce: 'pre',
    resolveId(id, importer) {
      return importer && CLIENT.test(importer) && Object.hasOwn(UNUSED_MODULES, id) ? `${PREFIX}${id}` : null;
    },
    load(id) {
      return id.startsWith(PREFIX) ? UNUSED_MODULES[id.slice(PREFIX.length)] : null;
    },
  };
}

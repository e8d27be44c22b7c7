import type { Example, ParsedCommand } from '../../command-module';
import type { CliContext } from '../../context';
import { defineFlags } from '../../flag-table';

export const needsSignIn = false;

export const description =
  'Sign in this computer: prints a one-time code and a link; approve the code in the web app and the CLI stores a token.';

export const examples: readonly Example[] = [
  { command: 'toolbox login' },
  {
    command: 'toolbox login --no-browser',
    description: 'on a server: open the printed link on another device',
  },
  {
    command: 'toolbox --api-url https://<ref>.supabase.co --anon-key <key> login',
    description: 'a hosted project',
  },
];

const flags = defineFlags({
  browser: { flag: '--no-browser', description: 'only print the link; do not try to open a browser' },
});

export const configure = flags.configure;

export interface LoginOptions {
  browser: boolean;
}

export function toOptions(parsed: ParsedCommand): LoginOptions {
  return flags.read(parsed);
}

/** Exit code of a process ended by Ctrl+C (128 + SIGINT). */
export const CANCELLED = 130;

export async function run(options: LoginOptions, ctx: CliContext): Promise<number> {
  const { deviceLogin } = await import('./device-login');
  const { openInBrowser } = await import('../../platform/browser');
  const controller = new AbortController();
  const onSigint = () => controller.abort();
  process.once('SIGINT', onSigint);
  try {
    const outcome = await deviceLogin(ctx, {
      signal: controller.signal,
      openBrowser: options.browser && ctx.isTTY ? openInBrowser : undefined,
    });
    if (outcome === 'cancelled') {
      ctx.warn('Sign-in cancelled.');
      return CANCELLED;
    }
    return ctx.exit.ok;
  } finally {
    process.removeListener('SIGINT', onSigint);
  }
}

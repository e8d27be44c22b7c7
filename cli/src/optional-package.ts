import { name, optionalDependencies } from '../package.json';

/**
 * The packages the CLI reads at run time rather than bundles (fonts, Twemoji, Postgres's parser as WASM, the
 * native canvas) are optionalDependencies: `npm i -g dev-toolbox-cli` installs them, `--omit=optional` (or an
 * offline install) leaves them out and keeps the git, text and data commands working. A command that reaches
 * for a missing one gets this one line instead of a module-resolution error.
 */
export function missingOptionalPackage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== 'MODULE_NOT_FOUND' && code !== 'ERR_MODULE_NOT_FOUND') return undefined;
  const specifier = /Cannot find (?:module|package) '([^']+)'/.exec(error.message)?.[1];
  if (!specifier) return undefined;
  const parts = specifier.split('/');
  const pkg = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return Object.hasOwn(optionalDependencies, pkg) ? pkg : undefined;
}

/** The one stderr line (and the hint) for a missing optional package. */
export function missingOptionalMessage(pkg: string) {
  return {
    message: `this command needs ${pkg}, an optional dependency of ${name} that is not installed.`,
    hint: `Install the CLI with its optional dependencies: npm i -g ${name} (without --omit=optional).`,
  };
}

// What `supabase functions deploy` sees and does, for the deploy proof (deploy-bundle.test.ts). Mirrored from the
// Supabase CLI's source (github:supabase/cli at 1d1e7191268e068fe9cb6aba524d1c619a9c727b, MIT):
//   internal/functions/deploy/deploy.go  GetFunctionConfig: entrypoint `<functions>/<slug>/index.ts`, import map
//       the `deno.json` beside it (deno.jsonc, import_map.json, then the global fallback)
//   internal/functions/deploy/bundle.go  the Docker bundler (the default): mounts only supabase/functions (plus files
//       an import outside it names), runs edge-runtime `bundle --entrypoint … --output …`, no `--import-map` when it
//       is the deno.json beside the entrypoint (ShouldUseDenoJsonDiscovery), DENO_NO_PACKAGE_JSON=1 when no
//       package.json sits beside index.ts (ShouldUsePackageJsonDiscovery)
//   pkg/function/deploy.go + deno.go  the API upload (`--use-api`, or no Docker): uploads the import map and every
//       file WalkImportPaths reaches from the entrypoint by a regex over `import`/`export` lines, following only
//       `./`, `../` and `/` paths (after the import map's substitutions); a bare specifier is never followed. That
//       path is not mirrored: `cliUploadFiles` runs the real CLI (the `supabase` devDependency) and reads its list.

import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from '@deno/eszip';

const supabaseDir = new URL('..', import.meta.url);

/**
 * Copies what a deploy reads (supabase/functions without tests, supabase/migrations, supabase/config.toml) into
 * `<dest>/supabase/`: no package.json, no node_modules, nothing of the workspace above it.
 */
export function copyDeploySubset(dest: string): void {
  const to = join(dest, 'supabase');
  mkdirSync(to, { recursive: true });
  cpSync(new URL('functions', supabaseDir), join(to, 'functions'), {
    recursive: true,
    filter: (source) => !/\.test\.ts$/.test(source) && !source.includes('node_modules'),
  });
  cpSync(new URL('migrations', supabaseDir), join(to, 'migrations'), { recursive: true });
  cpSync(new URL('config.toml', supabaseDir), join(to, 'config.toml'));
}

/** Every file under `dir`, relative to it, with forward slashes. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path).split('\\').join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

export interface FunctionPaths {
  slug: string;
  /** Relative to the project folder (the CLI's working directory), as GetFunctionConfig makes them. */
  entrypoint: string;
  importMap: string;
}

export function functionPaths(slug: string): FunctionPaths {
  return {
    slug,
    entrypoint: `supabase/functions/${slug}/index.ts`,
    importMap: `supabase/functions/${slug}/deno.json`,
  };
}

/** The Docker bundler's choices for one function, from the CLI's two predicates. */
export function bundlerChoices(
  project: string,
  fn: FunctionPaths,
): { importMapFlag: boolean; env: Record<string, string> } {
  const sameDir = dirname(fn.importMap) === dirname(fn.entrypoint);
  const isDenoJson = /^deno\.jsonc?$/i.test(posix.basename(fn.importMap));
  let packageJsonBeside = false;
  try {
    statSync(join(project, dirname(fn.entrypoint), 'package.json'));
    packageJsonBeside = true;
  } catch {}
  // ShouldUsePackageJsonDiscovery is false whenever an import map is given, and without one when no package.json.
  const packageJsonDiscovery = fn.importMap === '' && packageJsonBeside;
  return {
    importMapFlag: !(isDenoJson && sameDir),
    env: packageJsonDiscovery ? {} : { DENO_NO_PACKAGE_JSON: '1' },
  };
}

const supabaseCli = fileURLToPath(new URL('../node_modules/supabase/dist/supabase.js', import.meta.url));

/**
 * The Supabase CLI pinned in package.json, run in `cwd` with only PATH and HOME of this process's environment.
 * Its HTTPS goes to a closed local port, so no call it makes leaves the machine. Never rejects.
 */
export function runSupabaseCli(
  cwd: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [supabaseCli, ...args],
      {
        cwd,
        timeout: 120_000,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: cwd,
          HTTPS_PROXY: 'http://127.0.0.1:9',
          HTTP_PROXY: 'http://127.0.0.1:9',
          // No Docker here; on a machine with Docker the CLI would bundle in its container instead.
          DOCKER_HOST: 'unix:///nonexistent/docker.sock',
          ...env,
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/**
 * The files `supabase functions deploy <slug>` uploads from `project`, as the real CLI lists them ("Uploading asset
 * (slug): path") when Docker is not running. The run ends at the upload with a transport error (its HTTPS goes
 * nowhere), which this insists on.
 */
export async function cliUploadFiles(project: string, slug: string): Promise<string[]> {
  const { output } = await runSupabaseCli(
    project,
    ['functions', 'deploy', slug, '--project-ref', 'abcdefghijklmnopqrst'],
    {
      SUPABASE_ACCESS_TOKEN: `sbp_${'0'.repeat(40)}`,
    },
  );
  if (!/failed to deploy function/.test(output)) throw new Error(`supabase functions deploy: ${output}`);
  const prefix = `Uploading asset (${slug}): `;
  return output
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.slice(prefix.length).trim())
    .sort();
}

export interface Bundle {
  bytes: Uint8Array;
  /** The specifiers the loader was asked for, beyond the project's own files. */
  external: string[];
}

/**
 * The eszip edge-runtime's `bundle` makes, built with @deno/eszip (the same deno_graph + eszip crates, as wasm):
 * the entrypoint, the function's deno.json as the import map, and a loader that serves only the project's own
 * files. Anything else asked of it (a URL, a file outside the project) is recorded and refused.
 */
export async function buildBundle(project: string, fn: FunctionPaths): Promise<Bundle> {
  const root = pathToFileURL(`${project}/`).href;
  const external: string[] = [];
  const bytes = await build(
    [pathToFileURL(join(project, fn.entrypoint)).href],
    async (specifier: string) => {
      if (!specifier.startsWith(root)) {
        external.push(specifier);
        return undefined;
      }
      return {
        kind: 'module',
        specifier,
        headers: { 'content-type': 'application/typescript' },
        content: readFileSync(new URL(specifier), 'utf8'),
      };
    },
    pathToFileURL(join(project, fn.importMap)).href,
  );
  return { bytes, external };
}

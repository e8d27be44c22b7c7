// `pnpm new-tool <id> [--title "…"] [--command name] [--group developer|project|supabase|converters] [--category code]`:
// writes a new tool's files from the registry pattern and registers it, so every tool starts identical and thin.
// `pnpm new-tool --remove <id>` takes a scaffolded tool out again (files and registrations).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { packageBin } from '../support/processes.mjs';
import { registrations } from './new-tool/registrations.mjs';
import { toolFiles } from './new-tool/templates.mjs';

const root = new URL('..', import.meta.url).pathname;

export function toolNames(id, options = {}) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id)) {
    throw new Error(`"${id}" is not a kebab-case tool id (e.g. json-diff).`);
  }
  const words = id.split('-');
  const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  return {
    id,
    pascal,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    title: options.title ?? words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' '),
    command: options.command ?? id,
    group: options.group ?? 'developer',
    category: options.category ?? 'code',
  };
}

/** The category ids core/src/define-tool.ts declares (its ToolCategory union), so they are written down once. */
export function categoryIds(base = root) {
  const source = readFileSync(join(base, 'core/src/define-tool.ts'), 'utf8');
  const union = /export type ToolCategory =([^;]+);/.exec(source)?.[1] ?? '';
  return [...union.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]);
}

/** Adds (or removes) the tool's registration lines; returns the files it changed, one line each. */
function register(base, names, change) {
  const done = [];
  for (const registration of registrations(names)) {
    const path = join(base, registration.path);
    const text = readFileSync(path, 'utf8');
    const next = registration[change](text);
    if (next === text) continue;
    writeFileSync(path, next);
    done.push(`updated ${registration.path}`);
  }
  return done;
}

/** Writes the files that do not exist yet and adds the registrations; returns what it did, one line each. */
export function scaffold(base, names) {
  const done = [];
  for (const file of toolFiles(names)) {
    const path = join(base, file.path);
    if (existsSync(path)) {
      done.push(`kept    ${file.path} (exists)`);
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.text);
    done.push(`created ${file.path}`);
  }
  return [...done, ...register(base, names, 'add')];
}

/** Removes what scaffold wrote: the tool's files and folders, and its registration lines. */
export function unscaffold(base, names) {
  const done = [];
  for (const file of toolFiles(names)) {
    const path = join(base, file.path);
    if (!existsSync(path)) continue;
    rmSync(path);
    done.push(`removed ${file.path}`);
  }
  for (const folder of [`core/src/tools/${names.id}`, `web/src/tools/${names.id}`]) {
    rmSync(join(base, folder), { recursive: true, force: true });
  }
  return [...done, ...register(base, names, 'remove')];
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      command: { type: 'string' },
      group: { type: 'string' },
      category: { type: 'string' },
      remove: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [id] = positionals;
  if (values.help || !id) {
    console.log(
      'Usage: pnpm new-tool <id> [--title "Title"] [--command name] [--group developer|project|supabase|converters]\n' +
        `       [--category ${categoryIds().join('|')}]\n` +
        '       pnpm new-tool --remove <id>',
    );
    process.exit(id || values.help ? 0 : 2);
  }
  if (values.group && !['developer', 'project', 'supabase', 'converters'].includes(values.group)) {
    throw new Error('--group must be developer, project, supabase or converters.');
  }
  if (values.category && !categoryIds().includes(values.category)) {
    throw new Error(`--category must be one of ${categoryIds().join(', ')}.`);
  }
  const names = toolNames(id, values);
  const lines = values.remove ? unscaffold(root, names) : scaffold(root, names);
  for (const line of lines) console.log(line);
  // Sorts the registry's imports and formats what was written, as `pnpm format` would.
  const touched = lines.filter((line) => !line.startsWith('kept')).map((line) => line.slice(8));
  const existing = touched.filter((path) => existsSync(join(root, path)));
  if (existing.length > 0) {
    spawnSync(packageBin('.', 'biome'), ['check', '--write', ...existing], {
      cwd: root,
      stdio: 'ignore',
    });
  }
  if (!values.remove) {
    console.log(`
Next: fill in core/src/tools/${id}/ (the generator and its table of tests), then the page and the command;
show \`toolbox ${names.command}\` with an example in README.md (cli/test/readme-lists-commands.test.ts checks).
Check: pnpm typecheck && pnpm exec vitest run core/src/tools/${id} cli/src/commands/${names.command}.test.ts web/src/tools/${id}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error(`new-tool: ${error.message}`);
    process.exit(1);
  }
}

// The README's "Where tests live", as far as a script can see it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tools } from '../core/src/registry.ts';

const repo = resolve(dirname(new URL(import.meta.url).pathname), '..');
const commands = join(repo, 'cli', 'src', 'commands');

/** Registry tools whose page path another tool's spec walks (tool id -> the spec's id). None today. */
const SPEC_ALIASES = {};

/**
 * Commands that declare flags but whose flags-to-input test is still missing: none, and it stays so. A command gets
 * its beside test (`toOptions({ flags, args })` on a few flags, one refused value) when it is written.
 */
const WITHOUT_BESIDE_TEST = [];

/**
 * `cli/src/commands/<name>.ts` and `cli/src/commands/<feature>/<name>.ts` files (not tests) whose text declares flags
 * (the flag table or commander options).
 */
function commandsWithFlags() {
  return readdirSync(commands, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) =>
      /\bdefineFlags\(|\.(?:option|requiredOption|addOption)\(/.test(
        readFileSync(join(commands, file), 'utf8'),
      ),
    )
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/**
 * Commands whose `run` has no test beside it on `testContext()` (its ports stubbed, in-process): none, and it stays
 * so. A command gets a case that runs it on testContext() (a refused input is enough) when it is written.
 */
const WITHOUT_RUN_TEST = [];

/** `cli/src/commands/**` modules (not tests) that export a command's `run`. */
function commandsWithRun() {
  return readdirSync(commands, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => /^export (?:async )?function run\(/m.test(readFileSync(join(commands, file), 'utf8')))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/** Every `*.test.ts` under `folder`, recursively. */
function testsUnder(folder) {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((path) =>
    path.endsWith('.test.ts'),
  );
}

describe('where tests live', () => {
  it('every registry tool has its page path in e2e/tests/<id>.spec.ts', () => {
    const missing = tools
      .map((tool) => SPEC_ALIASES[tool.id] ?? tool.id)
      .filter((id) => !existsSync(join(repo, 'e2e', 'tests', `${id}.spec.ts`)));
    expect(missing).toEqual([]);
  });

  it('every command that declares flags has its flags-to-input test beside it', () => {
    const found = commandsWithFlags();
    expect(found.length).toBeGreaterThan(30);
    const missing = found.filter((name) => !existsSync(join(commands, `${name}.test.ts`)));
    expect(missing).toEqual(WITHOUT_BESIDE_TEST);
  });

  it("every command's run has a test beside it on testContext(), its ports stubbed", () => {
    const found = commandsWithRun();
    expect(found.length).toBeGreaterThan(30);
    const missing = found.filter((name) => {
      const beside = join(commands, `${name}.test.ts`);
      return !existsSync(beside) || !readFileSync(beside, 'utf8').includes('testContext(');
    });
    expect(missing).toEqual(WITHOUT_RUN_TEST);
  });

  it('no test under cli/src runs the built binary (those live in cli/test/)', () => {
    const src = join(repo, 'cli', 'src');
    const spawning = testsUnder(src).filter((path) =>
      /dist\/toolbox|run-built|toolboxJs/.test(readFileSync(join(src, path), 'utf8')),
    );
    expect(spawning).toEqual([]);
  });
});

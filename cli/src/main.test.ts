import { toolCategories } from '@toolbox/core/define-tool';
import { ToolInputError } from '@toolbox/core/errors';
import { tools, toolsByCategory } from '@toolbox/core/registry';
import type { Command } from 'commander';
import { describe, expect, it, vi } from 'vitest';
import { version } from '../package.json';
import type { CommandModule } from './command-module';
import { commandModules } from './commands/index';
import type { CliContext } from './context';
import { AuthError, NetworkError, UsageError } from './errors';
import { type CommandLoaders, commandEntries, commandEntry, commandNameIn, exitCodeFor, main } from './main';
import { testContext } from './test-context';

/** A fake command whose run() does what the test says, recording what it received. */
function fakeCommand(overrides: Partial<CommandModule> = {}) {
  const calls: { options: unknown; ctx: CliContext }[] = [];
  const module: CommandModule = {
    examples: [{ command: 'toolbox og --title Hi', description: 'a card' }],
    configure(cmd: Command) {
      cmd.argument('[file]').option('--title <text>', 'card title');
    },
    async run(options, ctx) {
      calls.push({ options, ctx });
    },
    ...overrides,
  };
  return { module, calls };
}

function loaders(modules: Record<string, CommandModule>): CommandLoaders {
  return Object.fromEntries(Object.entries(modules).map(([name, module]) => [name, async () => module]));
}

async function runCli(argv: string[], commands: CommandLoaders = commandModules, context = testContext()) {
  const code = await main(argv, context, commands);
  return { code, stdout: context.captured.stdout, stderr: context.captured.stderr };
}

describe('commandNameIn', () => {
  it.each([
    [['list'], 'list'],
    [['--json', 'list', '--group', 'x'], 'list'],
    [['--api-url', 'http://x', 'og'], 'og'],
    [['--api-url=http://x', 'og'], 'og'],
    [['--anon-key', 'k', '--no-color', 'commit', 'lint'], 'commit'],
    [['help', 'commit'], 'commit'],
    [['--', 'og'], 'og'],
    [['--version'], undefined],
    [[], undefined],
  ])('%j -> %s', (argv, name) => {
    expect(commandNameIn(argv)).toBe(name);
  });
});

describe('exit codes', () => {
  it.each([
    ['ToolInputError', new ToolInputError('bad'), 1],
    ['UsageError', new UsageError('bad'), 2],
    ['AuthError', new AuthError('bad'), 3],
    ['NetworkError', new NetworkError('bad'), 4],
    ['fetch failure', new TypeError('fetch failed'), 4],
    ['anything else', new Error('bug'), 1],
  ])('%s -> %i', (_name, error, code) => {
    expect(exitCodeFor(error)).toBe(code);
  });

  it.each([
    [
      'ToolInputError',
      new ToolInputError('Invalid JSON at line 3'),
      1,
      'toolbox: Invalid JSON at line 3',
      undefined,
    ],
    [
      'UsageError with hint',
      new UsageError('--width must be a number', { hint: 'e.g. --width 1200' }),
      2,
      'toolbox: --width must be a number',
      'e.g. --width 1200',
    ],
    [
      'AuthError',
      new AuthError('not signed in', { hint: "Run 'toolbox login'." }),
      3,
      'toolbox: not signed in',
      "Run 'toolbox login'.",
    ],
    ['NetworkError', new NetworkError('server answered 502'), 4, 'toolbox: server answered 502', undefined],
    [
      'fetch failure',
      new TypeError('fetch failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) }),
      4,
      'toolbox: could not reach the API (ECONNREFUSED)',
      'Check --api-url or TOOLBOX_API_URL, and your connection.',
    ],
    [
      'a string too long for the runtime',
      new RangeError('Invalid string length'),
      1,
      'toolbox: the input is too large to process in memory; give a smaller document.',
      undefined,
    ],
    [
      'a buffer too large to decode',
      Object.assign(new Error('Cannot create a string longer than 0x1fffffe8 characters'), {
        code: 'ERR_STRING_TOO_LONG',
      }),
      1,
      'toolbox: the input is too large to process in memory; give a smaller document.',
      undefined,
    ],
    [
      'a stack overflow on deep input',
      new RangeError('Maximum call stack size exceeded'),
      1,
      'toolbox: the input is nested too deeply to process.',
      undefined,
    ],
    [
      'unexpected error',
      new RangeError('boom'),
      1,
      'toolbox: boom',
      'Unexpected error; TOOLBOX_DEBUG=1 shows details.',
    ],
  ])('a command throwing %s exits %i with one line and its hint', async (_name, error, code, line, hint) => {
    const { module } = fakeCommand({
      run: async () => {
        throw error;
      },
    });
    const result = await runCli(['og'], loaders({ og: module }));
    expect(result.code).toBe(code);
    expect(result.stderr).toBe(hint ? `${line}\n${hint}\n` : `${line}\n`);
    expect(result.stdout).toBe('');
  });

  it('prints the stack only with TOOLBOX_DEBUG=1', async () => {
    const { module } = fakeCommand({
      run: async () => {
        throw new Error('boom');
      },
    });
    const debug = await runCli(['og'], loaders({ og: module }), testContext({ env: { TOOLBOX_DEBUG: '1' } }));
    expect(debug.stderr).toMatch(/\n\s+at /);
    const quiet = await runCli(['og'], loaders({ og: module }));
    expect(quiet.stderr).not.toMatch(/\n\s+at /);
  });

  it('returns the exit code run() returns', async () => {
    const { module } = fakeCommand({ run: async (_options, ctx) => ctx.exit.failed });
    expect((await runCli(['og'], loaders({ og: module }))).code).toBe(1);
  });
});

describe('usage errors from commander exit 2 with one line and a hint', () => {
  it.each([
    [['lst'], "toolbox: unknown command 'lst'", 'Did you mean list?'],
    [['list', '--bogus'], "toolbox: unknown option '--bogus'", "See 'toolbox list --help'."],
    [
      ['list', 'extra'],
      "toolbox: too many arguments for 'list'. Expected 0 arguments but got 1.",
      "See 'toolbox list --help'.",
    ],
    [
      ['list', '--group', 'nope'],
      "toolbox: option '--group <group>' argument 'nope' is invalid. Allowed choices are developer, project, supabase, converters.",
      "See 'toolbox list --help'.",
    ],
    [
      ['--api-url', 'ftp://x', 'list'],
      "toolbox: option '--api-url <url>' argument 'ftp://x' is invalid. expected an http(s) URL such as http://127.0.0.1:54321.",
      "See 'toolbox list --help'.",
    ],
    [['--bogus'], "toolbox: unknown option '--bogus'", "See 'toolbox --help'."],
  ])('%j', async (argv, line, hint) => {
    const result = await runCli(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`${line}\n${hint}\n`);
  });

  it('a missing required argument exits 2', async () => {
    const { module, calls } = fakeCommand({ configure: (cmd) => cmd.argument('<file>', 'the input') });
    const result = await runCli(['og'], loaders({ og: module }));
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("toolbox: missing required argument 'file'\nSee 'toolbox og --help'.\n");
    expect(calls).toHaveLength(0);
  });

  it('a command made only of subcommands shows its help on stderr and exits 2', async () => {
    const { module: install } = fakeCommand();
    const hooks: CommandModule = {
      examples: [{ command: 'toolbox hooks install' }],
      configure() {},
      subcommands: { install },
    };
    const result = await runCli(['hooks'], loaders({ hooks }));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: toolbox hooks');
  });
});

describe('help and version', () => {
  it('--version prints the package version', async () => {
    const result = await runCli(['--version']);
    expect(result).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it.each([[[]], [['--help']], [['help']]])(
    '%j prints the grouped command list and exits 0',
    async (argv) => {
      const result = await runCli(argv);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^Usage: toolbox \[options\] \[command\]/);
      expect(result.stdout).toMatch(/General:\n {2}list {2,}List every tool/);
    },
  );

  it("groups commands by the registry's categories and shows only commands that have a module", async () => {
    const { module } = fakeCommand();
    const commands = loaders({ list: module, rls: module, commit: module, og: module, uuid: module });
    const { stdout } = await runCli(['--help'], commands);
    const headings = [...stdout.matchAll(/^(\S[^\n]*):$/gm)].map((match) => match[1]);
    expect(headings).toEqual([
      'Options',
      'General',
      'Images & media',
      'Crypto & security',
      'Supabase & databases',
      'Project & git',
      'Examples',
    ]);
    expect(stdout).toMatch(/og {2,}Create Open Graph images/);
    expect(stdout).toMatch(/rls {2,}Generate Postgres row-level security policies/);
    expect(stdout).not.toMatch(/^ {2}favicon /m);
    expect(stdout).not.toMatch(/coming soon/i);
  });

  it("lists every tool command under its category's heading, the categories in the registry's order", async () => {
    const { stdout } = await runCli(['--help']);
    const listed = stdout
      .split(/\n(?=\S[^\n]*:\n)/)
      .slice(1)
      .map((section) => ({
        heading: section.slice(0, section.indexOf(':\n')),
        commands: [...section.matchAll(/^ {2}(\S+)/gm)].map((match) => match[1]),
      }));
    const withCommands = toolsByCategory(tools.filter((tool) => tool.cli));
    expect(listed.map((section) => section.heading)).toEqual([
      'Options',
      'General',
      ...withCommands.map((section) => section.title),
      'Account',
      'Examples',
    ]);
    for (const tool of tools) {
      const heading = toolCategories.find((category) => category.id === tool.category)?.title;
      for (const command of tool.cli?.commands ?? [])
        expect(listed.find((section) => section.heading === heading)?.commands, command).toContain(command);
    }
    expect(listed.find((section) => section.heading === 'Project & git')?.commands).toEqual(
      expect.arrayContaining(['commit', 'check', 'hooks']),
    );
  });

  it.each([[['og', '--help']], [['help', 'og']]])(
    '%j shows flags, global options and examples',
    async (argv) => {
      const { module } = fakeCommand();
      const result = await runCli(argv, loaders({ og: module }));
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Usage: toolbox og [options] [file]');
      expect(result.stdout).toContain('--title <text>');
      expect(result.stdout).toContain('Global Options:');
      expect(result.stdout).toContain('Examples:\n  # a card\n  $ toolbox og --title Hi\n');
    },
  );

  // Every real command's help, in-process (commander builds it from the module's configure and examples); the built
  // bundle loads and runs every command on each Node in test/every-command.test.ts.
  it.each(Object.keys(commandModules))('%s --help shows examples', async (name) => {
    const result = await runCli([name, '--help']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^Usage: toolbox ${name} `));
    expect(result.stdout).toContain('\nExamples:\n  ');
  });

  it('ends the program help with examples, a command of the list among them', async () => {
    const { stdout } = await runCli(['--help']);
    expect(stdout).toMatch(
      /\nExamples:\n {2}# every tool, its web page and command\n {2}\$ toolbox list\n {2}# a command’s options and examples\n {2}\$ toolbox og --help\n\nEvery tool also runs in the web app at \/<tool id>\.\n\n$/,
    );
  });

  // A run that names its command builds that one alone, with the heading and summary the list gives it.
  it.each([...Object.keys(commandModules), 'no-such-command', 'help'])(
    '%s: its entry is the one the command list gives it',
    (name) => {
      expect(commandEntry(commandModules, name)).toEqual(
        commandEntries(commandModules).find((entry) => entry.name === name),
      );
    },
  );

  it('imports no command module for the top-level help, and only the one asked for otherwise', async () => {
    const { module } = fakeCommand();
    const og = vi.fn(async () => module);
    const favicon = vi.fn(async () => module);
    await runCli(['--help'], { og, favicon });
    expect(og).not.toHaveBeenCalled();
    expect(favicon).not.toHaveBeenCalled();
    await runCli(['og', '--title', 'x'], { og, favicon });
    expect(og).toHaveBeenCalledTimes(1);
    expect(favicon).not.toHaveBeenCalled();
  });
});

describe('running a command', () => {
  it('passes flags and arguments as options, and the global options on the context', async () => {
    const { module, calls } = fakeCommand();
    const argv = [
      '--api-url',
      'http://example.test:9/',
      'og',
      'in.txt',
      '--title',
      'Hi',
      '--json',
      '--anon-key',
      'k',
    ];
    const code = await main(argv, testContext({ isTTY: true, color: true }), loaders({ og: module }));
    expect(code).toBe(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.options).toEqual({ title: 'Hi', args: ['in.txt'] });
    expect(calls[0]!.ctx).toMatchObject({
      json: true,
      color: true,
      apiUrl: 'http://example.test:9',
      anonKey: 'k',
    });
  });

  it('--no-color turns colour off', async () => {
    const { module, calls } = fakeCommand();
    await main(['og', '--no-color'], testContext({ isTTY: true, color: true }), loaders({ og: module }));
    expect(calls[0]!.ctx.color).toBe(false);
  });

  it('maps flags through toOptions, whose UsageError exits 2', async () => {
    const { module, calls } = fakeCommand({
      toOptions: ({ flags }) => {
        if (flags.title === '') throw new UsageError('--title must not be empty');
        return { title: String(flags.title).toUpperCase() };
      },
    });
    await runCli(['og', '--title', 'hi'], loaders({ og: module }));
    expect(calls[0]!.options).toEqual({ title: 'HI' });
    const failed = await runCli(['og', '--title', ''], loaders({ og: module }));
    expect(failed.code).toBe(2);
    expect(failed.stderr).toBe('toolbox: --title must not be empty\n');
  });

  it.each([
    ['needsSignIn omitted', undefined, 1],
    ['needsSignIn true', true, 1],
    ['needsSignIn false', false, 0],
  ])('%s: requireCredential is called %i time(s) before run', async (_name, needsSignIn, times) => {
    const requireCredential = vi.fn(async () => {});
    const { module } = fakeCommand(needsSignIn === undefined ? {} : { needsSignIn });
    await main(['og'], testContext({ requireCredential }), loaders({ og: module }));
    expect(requireCredential).toHaveBeenCalledTimes(times);
  });

  it('a rejected credential exits 3 and the command does not run', async () => {
    const { module, calls } = fakeCommand();
    const context = testContext({
      requireCredential: async () => {
        throw new AuthError('not signed in', { hint: "Run 'toolbox login' first." });
      },
    });
    const code = await main(['og'], context, loaders({ og: module }));
    expect(code).toBe(3);
    expect(calls).toHaveLength(0);
    expect(context.captured.stderr).toBe("toolbox: not signed in\nRun 'toolbox login' first.\n");
  });

  it('--preset NAME: signed in first, then read from the account before the flags are checked', async () => {
    const { module, calls } = fakeCommand({
      toOptions: () => {
        throw new UsageError('never reached');
      },
    });
    const context = testContext({
      requireCredential: async () => {
        throw new AuthError('not signed in: set TOOLBOX_TOKEN');
      },
    });
    expect(await main(['og', '--preset', 'brand'], context, loaders({ og: module }))).toBe(3);
    expect(calls).toHaveLength(0);
    expect(context.captured.stderr).toBe('toolbox: not signed in: set TOOLBOX_TOKEN\n');
  });

  it('a command’s own built-in preset names never reach the account', async () => {
    const requireCredential = vi.fn(async () => {});
    const { module, calls } = fakeCommand({
      needsSignIn: false,
      builtInPresets: ['email'],
      configure: (cmd) => cmd.option('--preset <name>', 'a built-in pattern'),
    });
    await main(
      ['regex', '--preset', 'email'],
      testContext({ requireCredential }),
      loaders({ regex: module }),
    );
    expect(requireCredential).not.toHaveBeenCalled();
    expect(calls[0]!.options).toEqual({ preset: 'email', args: [] });
  });

  it('every tool command, and only those, takes --preset', async () => {
    const { toolForCommand } = await import('@toolbox/core/registry');
    for (const [name, load] of Object.entries<() => Promise<CommandModule>>(commandModules)) {
      const { stdout } = await runCli([name, '--help']);
      const isTool = toolForCommand(name) !== undefined;
      const ownRun = (await load()).run !== undefined;
      expect({ name, preset: stdout.includes('--preset <name>') }).toEqual({
        name,
        preset: isTool && ownRun,
      });
    }
  });

  it('runs subcommands with their own options and sign-in rule', async () => {
    const lint = fakeCommand({
      needsSignIn: false,
      configure: (cmd) => cmd.argument('[file]'),
    });
    const commit = fakeCommand({
      subcommands: { lint: lint.module },
      configure: (cmd) => cmd.option('-m <desc>'),
    });
    const requireCredential = vi.fn(async () => {});
    const context = testContext({ requireCredential });
    await main(['commit', 'lint', 'MSG'], context, loaders({ commit: commit.module }));
    expect(lint.calls[0]!.options).toEqual({ args: ['MSG'] });
    expect(requireCredential).not.toHaveBeenCalled();
    await main(['commit', '-m', 'fix it'], context, loaders({ commit: commit.module }));
    expect(commit.calls[0]!.options).toEqual({ m: 'fix it', args: [] });
    expect(requireCredential).toHaveBeenCalledTimes(1);
  });
});

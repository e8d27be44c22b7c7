import { ToolInputError } from '@toolbox/core/errors';
import { readPreset } from '@toolbox/core/presets';
import { Command } from 'commander';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { UsageError } from './errors';
import { argumentsFromPreset, defineFlags, isDeclared } from './flag-table';

const FORMATS = ['png', 'jpeg'] as const;

const flags = defineFlags({
  format: { flag: '--format <format>', description: 'image format', choices: FORMATS, default: 'png' },
  level: { flag: '--level <level>', description: 'level', choices: ['L', 'H'] },
  quality: { flag: '--quality <n>', description: 'quality', number: { min: 1, max: 100 }, default: 92 },
  context: { flag: '-U, --context <lines>', description: 'lines', number: { integer: true, min: 0 } },
  title: { flag: '--title <text>', description: 'title', default: 'Hello' },
  name: { flag: '--name <name>', description: 'name' },
  tz: { flag: '--tz <zone>', description: 'zones', list: 'split' },
  events: { flag: '--events <list>', description: 'events', list: 'split', default: ['INSERT'] },
  entry: { flag: '--entry <text>', description: 'entries', list: 'repeat' },
  fromPackage: { flag: '--from-package [file]', description: 'package.json' },
  props: { flag: '--props <text>', description: 'props', negate: 'no props' },
  shadow: { flag: '--no-shadow', description: 'no shadow' },
  force: { flag: '-f, --force', description: 'overwrite' },
  to: { flag: '--to <format>', description: 'target', choices: ['json', 'yaml'], required: true },
  output: { flag: '-o, --output <dir>', description: 'folder', default: '.', aliases: ['--out <dir>'] },
});

/** Parses argv the way main.ts does: a fresh command, configured by the table, then read. */
function parse(argv: string[]) {
  const cmd = flags.configure(new Command('t').exitOverride().configureOutput({ writeErr: () => {} }));
  cmd.parse(argv, { from: 'user' });
  return flags.read({ flags: cmd.opts(), args: cmd.processedArgs });
}

/** The same, with an account preset's inputs (`--preset brand`), as main.ts reads them. */
function parseWithPreset(argv: string[], inputs: Record<string, unknown>) {
  const cmd = flags.configure(new Command('t').exitOverride().configureOutput({ writeErr: () => {} }));
  // main.ts leaves required flags to read() once --preset is given: the preset may hold them.
  for (const option of cmd.options) option.mandatory = false;
  cmd.parse(argv, { from: 'user' });
  return flags.read({
    flags: cmd.opts(),
    args: cmd.processedArgs,
    command: cmd,
    preset: { name: 'brand', inputs },
  });
}

describe('defineFlags', () => {
  it('infers each value’s type from its entry', () => {
    expectTypeOf(parse).returns.toEqualTypeOf<{
      format: 'png' | 'jpeg';
      level: 'L' | 'H' | undefined;
      quality: number;
      context: number | undefined;
      title: string;
      name: string | undefined;
      tz: string[];
      events: string[];
      entry: string[];
      fromPackage: string | true | undefined;
      props: string | boolean;
      shadow: boolean;
      force: boolean;
      to: 'json' | 'yaml';
      output: string;
    }>();
  });

  it('gives the defaults when only the required flag is given', () => {
    expect(parse(['--to', 'json'])).toEqual({
      format: 'png',
      level: undefined,
      quality: 92,
      context: undefined,
      title: 'Hello',
      name: undefined,
      tz: [],
      events: ['INSERT'],
      entry: [],
      fromPackage: undefined,
      props: true,
      shadow: true,
      force: false,
      to: 'json',
      output: '.',
    });
  });

  it('reads every kind as typed on the command line', () => {
    const values = parse([
      ...['--to', 'yaml', '--format', 'jpeg', '--level', 'H', '--quality', '50', '-U', '0'],
      ...['--name', 'n', '--tz', 'UTC,Asia/Tokyo', '--tz', 'Europe/Paris', '--events', 'DELETE'],
      ...['--entry', 'a, b', '--entry', 'c', '--from-package', '--props', 'a: string', '--no-shadow', '-f'],
      ...['-o', 'img'],
    ]);
    expect(values).toMatchObject({
      to: 'yaml',
      format: 'jpeg',
      level: 'H',
      quality: 50,
      context: 0,
      name: 'n',
      tz: ['UTC', 'Asia/Tokyo', 'Europe/Paris'],
      // The first value given replaces the default rather than joining it.
      events: ['DELETE'],
      entry: ['a, b', 'c'],
      fromPackage: true,
      props: 'a: string',
      shadow: false,
      force: true,
      output: 'img',
    });
    expect(parse(['--to', 'json', '--from-package', 'app.json', '--no-props'])).toMatchObject({
      fromPackage: 'app.json',
      props: false,
    });
  });

  it('takes the hidden older spelling; the flag by its own name wins whatever the order', () => {
    expect(parse(['--to', 'json', '--out', 'img']).output).toBe('img');
    expect(parse(['--to', 'json', '--out', 'a', '--output', 'b']).output).toBe('b');
    expect(parse(['--to', 'json', '--output', 'b', '--out', 'a']).output).toBe('b');
    // A test passing commander's keys may give only the alias's.
    expect(flags.read({ flags: { to: 'json', out: 'x' }, args: [] }).output).toBe('x');
  });

  it('shows one spelling in help, with choices and defaults', () => {
    const help = flags.configure(new Command('t')).helpInformation();
    expect(help).toMatch(/-o, --output <dir> +folder \(default: "."\)/);
    expect(help).not.toContain('--out ');
    expect(help).toMatch(/--format <format> +image format \(choices: "png", "jpeg", default: "png"\)/);
    expect(help).toMatch(/--events <list> +events \(default: INSERT\)/);
    expect(help).toContain('--no-props');
  });

  it('refuses what commander refuses, and what read checks, as usage errors', () => {
    expect(() => parse(['--to', 'json', '--format', 'gif'])).toThrow(/Allowed choices are png, jpeg/);
    expect(() => parse(['--format', 'png'])).toThrow(/required option '--to <format>' not specified/);
    expect(() => parse(['--to', 'json', '--quality', '0'])).toThrow(
      new UsageError('--quality must be between 1 and 100.'),
    );
    expect(() => flags.read({ flags: {}, args: [] })).toThrow(new UsageError('--to is required.'));
    expect(() => flags.read({ flags: { to: 'json', format: 'gif' }, args: [] })).toThrow(
      new UsageError('--format must be one of png, jpeg, not "gif".'),
    );
  });

  it('marks every option it makes, so a test can tell a declared flag from a hand-written one', () => {
    const cmd = flags.configure(new Command('t')).option('--loose', 'hand-written');
    const undeclared = cmd.options.filter((option) => !isDeclared(option)).map((option) => option.long);
    expect(undeclared).toEqual(['--loose']);
  });
});

describe('--preset: a saved preset fills the flags not given', () => {
  const saved = {
    format: 'jpeg',
    quality: 70,
    title: 'From the preset',
    tz: ['UTC', 'Asia/Tokyo'],
    entry: 'one, two',
    shadow: false,
    props: 'a: string',
    to: 'yaml',
  };

  it('takes each input by the table’s name, typed as the web page keeps it', () => {
    expect(parseWithPreset([], saved)).toMatchObject({
      format: 'jpeg',
      quality: 70,
      title: 'From the preset',
      tz: ['UTC', 'Asia/Tokyo'],
      entry: ['one, two'],
      shadow: false,
      props: 'a: string',
      to: 'yaml',
    });
  });

  it('lets every flag given on the command line win, even one equal to its default', () => {
    const values = parseWithPreset(
      ['--format', 'png', '--title', 'Typed', '--tz', 'Europe/Paris', '--no-props'],
      saved,
    );
    expect(values).toMatchObject({
      format: 'png',
      title: 'Typed',
      tz: ['Europe/Paris'],
      quality: 70,
      props: false,
    });
    // Without a command (a unit test's flags), what is present counts as given.
    expect(flags.read({ flags: { to: 'json' }, args: [], preset: { name: 'p', inputs: saved } }).to).toBe(
      'json',
    );
  });

  it('still needs a required flag the preset does not hold', () => {
    expect(() => parseWithPreset([], { title: 'x' })).toThrow(new UsageError('--to is required.'));
  });

  it('never takes where to write or whether to overwrite from a preset', () => {
    const values = parseWithPreset(['--to', 'json'], { output: '/etc', force: true });
    expect(values).toMatchObject({ output: '.', force: false });
  });

  it('leaves out inputs of another shape (what only the web page has) and unknown names', () => {
    const values = parseWithPreset(['--to', 'json'], {
      title: { dataUrl: 'data:image/png;base64,' },
      quality: true,
      tz: [1, { x: 1 }],
      logo: 'ignored',
    });
    expect(values).toMatchObject({ title: 'Hello', quality: 92, tz: [] });
  });

  it('refuses a saved value the command refuses, naming the preset (exit 1, not a usage error)', () => {
    expect(() => parseWithPreset([], { ...saved, format: 'gif' })).toThrow(
      new ToolInputError('preset "brand": --format must be one of png, jpeg, not "gif".'),
    );
    expect(() => parseWithPreset([], { ...saved, quality: 500 })).toThrow(
      new ToolInputError('preset "brand": --quality must be between 1 and 100.'),
    );
  });

  it("takes a web page's preset as core's reader gives it: forms unfolded, a top-level input winning", () => {
    const web = {
      form: { title: 'From the form', format: 'jpeg', quality: 60 },
      tags: { size: ['1200x630'] },
      quality: 80,
    };
    const { fields } = readPreset({ name: 'brand', tool_id: 'og-generator', inputs: web });
    expect(parseWithPreset(['--to', 'json'], fields)).toMatchObject({
      title: 'From the form',
      format: 'jpeg',
      quality: 80,
    });
  });

  it('fills positional arguments the command line left out, by their names', () => {
    const cmd = new Command('contrast')
      .argument('[foreground]', 'fg', '#3b82f6')
      .argument('[background]', 'bg', '#ffffff')
      .argument('[rest...]', 'more');
    cmd.parse(['#000000'], { from: 'user' });
    const preset = { name: 'p', inputs: { foreground: '#111111', background: '#222222', rest: ['a', 'b'] } };
    expect(argumentsFromPreset(cmd, cmd.processedArgs, preset)).toEqual(['#000000', '#222222', ['a', 'b']]);
  });
});

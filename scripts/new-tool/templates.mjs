// The files of a new tool, in the shape the existing tools share (ARCHITECTURE.md "The flow of data").
// The starting generator is deliberately tiny and real (text in, a file out, a ToolInputError on blank input),
// so the generated tests, page and command pass from the first minute and show where each piece goes.

/** `names`: { id, pascal, camel, title, command, group } from toolNames(). */
export function toolFiles(names) {
  const { id, pascal, title, command, group } = names;
  const generate = `generate${pascal}`;
  const input = `${pascal}Input`;
  return [
    {
      path: `core/src/tools/${id}/meta.ts`,
      text: `import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: '${id}',
  title: '${title}',
  description: 'One sentence on what ${title} makes.',
  group: '${group}',
  icon: 'wrench',
  keywords: ['${id.split('-').join("', '")}'],
  cli: { commands: ['${command}'] },
});
`,
    },
    {
      path: `core/src/tools/${id}/${id}.ts`,
      text: `import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface ${input} {
  /** The text the user typed. */
  text: string;
}

export const ${constant(id)}_FILE = '${id}.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function ${generate}(input: ${input}): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: ${constant(id)}_FILE, mime: 'text/plain', data: \`\${text}\\n\` };
}
`,
    },
    {
      path: `core/src/tools/${id}/${id}.test.ts`,
      text: `import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { ${constant(id)}_FILE, ${generate} } from './${id}';

describe('${generate}', () => {
  it.each([
    ['hello', 'hello\\n'],
    ['  padded  ', 'padded\\n'],
  ])('%j -> %j', (text, expected) => {
    expect(${generate}({ text })).toEqual({ name: ${constant(id)}_FILE, mime: 'text/plain', data: expected });
  });

  it.each(['', '   \\n'])('refuses blank input %j', (text) => {
    expect(() => ${generate}({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
`,
    },
    {
      path: `core/src/tools/${id}/index.ts`,
      text: `export { ${constant(id)}_FILE, type ${input}, ${generate} } from './${id}';
export { meta } from './meta';
`,
    },
    {
      path: `web/src/tools/${id}/${id}-page.tsx`,
      text: `import type { OutputFile } from '@toolbox/core/ports';
import { ${generate} } from '@toolbox/core/tools/${id}';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { OutputPanel } from '../../components/output-panel';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { Textarea } from '../../components/ui/input';
import { useToolAction } from '../../components/use-tool-action';

export default function ${pascal}Page() {
  const [text, setText] = useState('');
  const [output, setOutput] = useState<OutputFile | null>(null);
  const action = useToolAction(async () => ${generate}({ text }), {
    success: { title: 'Generated' },
    failure: { title: 'Error', description: 'Failed to generate. Please try again.' },
  });
  const run = async () => {
    const file = await action.run();
    if (file) setOutput(file);
  };

  return (
    <ToolPage
      toolId="${id}"
      onRun={run}
      input={
        <Pane title="Input">
          <Field label="Text">
            <Textarea value={text} onChange={(event) => setText(event.target.value)} rows={8} />
          </Field>
          <RunButton busy={action.busy} onClick={run}>
            Generate
          </RunButton>
        </Pane>
      }
      output={
        <Pane title="Output">
          <OutputPanel
            files={output ? [output] : []}
            empty={<EmptyState icon={FileText}>Type some text and press Generate.</EmptyState>}
          />
        </Pane>
      }
    />
  );
}
`,
    },
    {
      path: `web/src/tools/${id}/${id}-page.test.tsx`,
      text: `import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ${pascal}Page from './${id}-page';

afterEach(() => vi.restoreAllMocks());

const page = () =>
  render(
    <MemoryRouter>
      <${pascal}Page />
    </MemoryRouter>,
  );

describe('${title} page', () => {
  it('generates the output from the text', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate/ }));
    expect(await screen.findByText('hello')).toBeTruthy();
  });

  it('says what is wrong with blank input, and keeps it', async () => {
    const error = vi.spyOn(toast, 'error');
    page();
    fireEvent.click(screen.getByRole('button', { name: /Generate/ }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error', { description: 'Please enter some text.' }),
    );
  });
});
`,
    },
    {
      path: `cli/src/commands/${command}.ts`,
      text: `import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { readFlags } from '../flags';
import { readInput, writeOutput } from '../output/write-output';

export const examples: readonly Example[] = [
  { command: 'toolbox ${command} notes.txt', description: 'prints the result' },
  { command: 'echo hello | toolbox ${command} - -o out.txt' },
];

export function configure(cmd: Command) {
  cmd
    .argument('[file]', 'input file, or - for stdin (default: stdin when piped)')
    .option('-o, --output <file>', 'write to this file instead of stdout')
    .option('-f, --force', 'overwrite the -o file');
}

export interface ${pascal}Options {
  file: string | undefined;
  output: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): ${pascal}Options {
  const f = readFlags(parsed);
  return { file: f.arg(0), output: f.string('output'), force: f.boolean('force') };
}

export async function run(options: ${pascal}Options, ctx: CliContext) {
  const { ${generate} } = await import('@toolbox/core/tools/${id}');
  const file = ${generate}({ text: await readInput(ctx, options.file, 'a text file') });
  if (ctx.json) ctx.print(JSON.stringify(file, null, 2));
  else await writeOutput(ctx, file.data, options);
}
`,
    },
    {
      path: `cli/src/commands/${command}.test.ts`,
      text: `import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './${command}';

describe('toolbox ${command}', () => {
  it('reads flags', () => {
    expect(toOptions({ flags: { output: 'x.txt', force: true }, args: ['in.txt'] })).toEqual({
      file: 'in.txt',
      output: 'x.txt',
      force: true,
    });
  });

  it('prints the result of stdin', async () => {
    const ctx = testContext({ input: 'hello\\n' });
    await run(toOptions({ flags: {}, args: [] }), ctx);
    expect(ctx.captured.stdout).toBe('hello\\n');
  });

  it('writes -o and refuses to overwrite it without --force', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-${command}-'));
    await run(toOptions({ flags: { output: 'out.txt' }, args: ['-'] }), testContext({ cwd, input: 'a' }));
    expect(readFileSync(join(cwd, 'out.txt'), 'utf8')).toBe('a\\n');
    await expect(
      run(toOptions({ flags: { output: 'out.txt' }, args: ['-'] }), testContext({ cwd, input: 'b' })),
    ).rejects.toThrow('out.txt already exists; use --force to overwrite.');
  });

  it('refuses blank input with the core message', async () => {
    await expect(run(toOptions({ flags: {}, args: [] }), testContext({ input: ' ' }))).rejects.toThrow(
      'Please enter some text.',
    );
  });
});
`,
    },
    {
      path: `e2e/tests/${id}.spec.ts`,
      // axe runs in the walk (e2e/walk/table.ts), as opened and after the main path: the spec checks what the tool does.
      text: `import { expect, test } from '../fixtures';

test.describe('${title}', () => {
  test('generates from typed text', async ({ page, user: _user }) => {
    await page.goto('/${id}');
    await expect(page.getByRole('heading', { level: 1, name: '${title}' })).toBeVisible();
    await page.getByLabel('Text').fill('hello from e2e');
    await page.getByRole('button', { name: /Generate/ }).click();
    await expect(page.getByText('hello from e2e').last()).toBeVisible();
  });
});
`,
    },
  ];
}

/** json-diff -> JSON_DIFF */
function constant(id) {
  return id.toUpperCase().replaceAll('-', '_');
}

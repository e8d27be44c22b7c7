// A new tool's files in core: its registry entry, a tiny real generator with its table of tests, its index.

/** The registry entry: data only. */
export function metaFile({ id, title, command, group, category }) {
  return {
    path: `core/src/tools/${id}/meta.ts`,
    text: `import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: '${id}',
  title: '${title}',
  description: 'One sentence on what ${title} makes.',
  group: '${group}',
  category: '${category}',
  icon: 'wrench',
  keywords: ['${id.split('-').join("', '")}'],
  cli: { commands: ['${command}'] },
});
`,
  };
}

/** The generator: input -> output, pure, with a typed input error. */
export function generatorFile({ id, pascal }) {
  const generate = `generate${pascal}`;
  const input = `${pascal}Input`;
  return {
    path: `core/src/tools/${id}/${id}.ts`,
    text: `import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

interface ${input} {
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
  };
}

/** A table of tests beside the generator. */
export function generatorTestFile({ id, pascal }) {
  const generate = `generate${pascal}`;
  return {
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
  };
}

/** The tool's public surface. */
export function indexFile({ id, pascal }) {
  const generate = `generate${pascal}`;
  return {
    path: `core/src/tools/${id}/index.ts`,
    // What the page and the command import, and the registry entry: a door offers nothing nobody imports.
    text: `export { ${generate} } from './${id}';
export { meta } from './meta';
`,
  };
}

/** json-diff -> JSON_DIFF */
function constant(id) {
  return id.toUpperCase().replaceAll('-', '_');
}

// The registrations a tool needs: its page in web/src/tools/pages.ts, its command in cli/src/commands/index.ts,
// for a tool the registry does not know yet its meta in core/src/registry.ts, and the two checks that refuse to
// compile without an entry for every tool and command: the e2e walk's table and the CLI's every-command test.
// Each edit is idempotent (adding twice changes nothing) and has an exact inverse for --remove.

/** Inserts `line` before the first line matching `anchor`, unless the text already holds it. */
function insertBefore(text, anchor, line) {
  if (text.includes(line)) return text;
  const lines = text.split('\n');
  const at = lines.findIndex((candidate) => anchor.test(candidate));
  if (at === -1) throw new Error(`cannot find where to register: ${anchor}`);
  lines.splice(at, 0, line);
  return lines.join('\n');
}

const removeLine = (text, line) =>
  text
    .split('\n')
    .filter((candidate) => candidate !== line)
    .join('\n');

function lineEdit(path, anchor, line) {
  return {
    path,
    add: (text) => insertBefore(text, anchor, line),
    remove: (text) => removeLine(text, line),
  };
}

/** A block of lines inserted before `anchor` once, and removed whole. */
function blockEdit(path, anchor, block) {
  return {
    path,
    add: (text) => (text.includes(block) ? text : insertBefore(text, anchor, block)),
    remove: (text) => text.replace(`${block}\n`, ''),
  };
}

const quote = (text) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

export function registrations(names) {
  const { id, camel, command, title } = names;
  const quotedId = /^[a-z][a-zA-Z0-9]*$/.test(id) ? id : `'${id}'`;
  const quotedCommand = /^[a-z][a-zA-Z0-9]*$/.test(command) ? command : `'${command}'`;
  const registryImport = `import { meta as ${camel} } from './tools/${id}/meta';`;
  const registryEntry = `  ${camel},`;
  return [
    {
      path: 'core/src/registry.ts',
      // Only a tool the registry lacks: the wave-2 tools are registered already.
      add: (text) => {
        if (text.includes(`'./tools/${id}/meta'`)) return text;
        const withImport = insertBefore(text, /^\s*$/, registryImport);
        return insertBefore(withImport, /^\] as const;/, registryEntry);
      },
      remove: (text) => removeLine(removeLine(text, registryImport), registryEntry),
    },
    lineEdit(
      'web/src/tools/pages.ts',
      /^} satisfies Record<ToolId/,
      `  ${quotedId}: retryableLazy(() => import('./${id}/${id}-page')),`,
    ),
    lineEdit(
      'cli/src/commands/index.ts',
      /^} satisfies Record<CommandName/,
      `  ${quotedCommand}: () => import('./${command}'),`,
    ),
    // The scaffolded page's main path: type into Text, press Generate, see the text in the output.
    blockEdit(
      'e2e/walk/table-everyday.ts',
      /^} satisfies Partial<Record<ToolId, WalkEntry>>;$/,
      [
        `  ${quotedId}: {`,
        `    heading: ${quote(title)},`,
        "    steps: [{ type: 'Walk text', into: 'Text' }, { press: 'Generate' }],",
        "    see: (page) => expect(page.getByText('Walk text').last()).toBeVisible(),",
        '    axe: { atOpen: true },',
        '  },',
      ].join('\n'),
    ),
    lineEdit(
      'cli/test/every-command.test.ts',
      /^};$/,
      `  ${quotedCommand}: { args: [${quote(command)}, '-'], input: 'hello\\n', stdout: /^hello\\n$/ },`,
    ),
  ];
}

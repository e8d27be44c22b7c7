// The one-line registrations a tool needs: its page in web/src/tools/pages.ts, its command in
// cli/src/commands/index.ts and, for a tool the registry does not know yet, its meta in core/src/registry.ts.
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

export function registrations(names) {
  const { id, camel, command } = names;
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
      /^} satisfies Partial<Record<ToolId/,
      `  ${quotedId}: lazy(() => import('./${id}/${id}-page')),`,
    ),
    lineEdit(
      'cli/src/commands/index.ts',
      /^} satisfies Record<CommandName/,
      `  ${quotedCommand}: () => import('./${command}'),`,
    ),
  ];
}

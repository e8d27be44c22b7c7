/** `toolbox mcp --list`: the tools, their annotations and input schemas for people; with --json, the catalog. */
import type { CliContext } from '../context';
import { printText } from '../output/print-text';
import { type LoadCommand, selectTools } from './catalog';
import { loadCatalog } from './load-catalog';

export async function printTools(ctx: CliContext, toolsets: readonly string[], loadCommand: LoadCommand) {
  const tools = selectTools(await loadCatalog(loadCommand), toolsets);
  if (ctx.json) {
    printText(ctx, `${JSON.stringify(tools, null, 2)}\n`);
    return;
  }
  const lines: string[] = [`${tools.length} tools`, ''];
  for (const tool of tools) {
    const hints = Object.entries(tool.annotations)
      .filter(([key, value]) => key !== 'title' && value === true)
      .map(([key]) => key.replace(/Hint$/, ''));
    lines.push(`${tool.name}  [${tool.toolset}${hints.length ? `; ${hints.join(', ')}` : ''}]`);
    for (const line of tool.description.split('\n')) lines.push(`  ${line}`);
    lines.push(`  input: ${JSON.stringify(tool.inputSchema, null, 2).replace(/\n/g, '\n  ')}`, '');
  }
  printText(ctx, `${lines.join('\n')}\n`);
}

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tools } from '@toolbox/core/registry';
import { describe, expect, it } from 'vitest';
import { withoutCommandNames } from './cli-names-unused.ts';

const coreTools = join(dirname(fileURLToPath(import.meta.url)), '../../core/src/tools');
const metaSource = (id: string) => readFileSync(join(coreTools, id, 'meta.ts'), 'utf8');

describe('the shell registry without command names', () => {
  it('keeps each tool’s cli field, empty, and everything else as it is', () => {
    for (const tool of tools) {
      const source = metaSource(tool.id);
      const built = withoutCommandNames(source);
      if (!tool.cli) {
        expect(built, tool.id).toBe(source);
        continue;
      }
      expect(built, tool.id).toContain('cli: { commands: [] }');
      expect(built.replace('cli: { commands: [] }', ''), tool.id).toBe(
        source.replace(/cli:\s*\{\s*commands:\s*\[[^\]]*\]\s*\}/, ''),
      );
    }
  });

  it('refuses a cli field it cannot read, so no name is kept by mistake', () => {
    expect(() => withoutCommandNames('cli: COMMANDS,\n')).toThrow(
      'its cli field is not `cli: { commands: [...] }`',
    );
  });
});

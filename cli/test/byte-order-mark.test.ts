// Documents saved with a UTF-8 byte order mark (some Windows editors write one): jq, Redocly and npm read past it,
// and so do the commands that read documents (output/read-input.ts, readDocument). SQL keeps it, as Postgres does.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-bom-'));
const BOM = '\ufeff';
/** The same document twice: as written, and with a byte order mark before it. */
function both(name: string, text: string) {
  writeFileSync(join(cwd, name), text);
  writeFileSync(join(cwd, `bom-${name}`), BOM + text);
  return [name, `bom-${name}`] as const;
}
const petstore = readFileSync(
  join(import.meta.dirname, '..', '..', 'core', 'src', 'tools', 'api-docs', 'fixtures', 'petstore.yaml'),
  'utf8',
);

describe('a document that starts with a byte order mark', () => {
  it.each([
    ['json format', both('data.json', '{"name":"toolbox","tags":["cli"],"n":1.50}\n'), ['json', 'format']],
    ['convert to YAML', both('conv.json', '{"a":[1,2],"b":{"c":null}}'), ['convert'], ['--to', 'yaml']],
    ['types', both('types.json', '{"id":1,"name":"x"}'), ['types']],
    ['api-docs (YAML)', both('pet.yaml', petstore), ['api-docs'], ['--format', 'md']],
    [
      'workspace',
      both('plan.txt', 'Launch\n- Backend: done\n- Frontend: todo\n'),
      ['workspace'],
      ['--format', 'markdown'],
    ],
  ] as const)(
    '%s reads it as the same document',
    (_label, [plain, marked], command, after: readonly string[] = []) => {
      const expected = toolboxIn(cwd, [...command, plain, ...after]);
      expect(expected.code, expected.stderr).toBe(0);
      expect(toolboxIn(cwd, [...command, marked, ...after])).toEqual(expected);
    },
  );

  it('api-docs reads a JSON description with one (Redocly does), as the same document', () => {
    const json = toolboxIn(cwd, ['convert', 'pet.yaml', '--to', 'json']);
    expect(json.code, json.stderr).toBe(0);
    const [plain, marked] = both('pet.json', json.stdout);
    const expected = toolboxIn(cwd, ['api-docs', plain, '--format', 'md']);
    expect(expected.code, expected.stderr).toBe(0);
    expect(toolboxIn(cwd, ['api-docs', marked, '--format', 'md'])).toEqual(expected);
  });

  it('sql format keeps it and refuses, as Postgres and psql refuse such a file; diff shows it', () => {
    const [plain, marked] = both('q.sql', 'select 1;\n');
    expect(toolboxIn(cwd, ['sql', 'format', plain]).code).toBe(0);
    expect(toolboxIn(cwd, ['sql', 'format', marked])).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^toolbox: Invalid SQL at line 1, column 1: syntax error/),
    });
    copyFileSync(join(cwd, plain), join(cwd, 'copy.sql'));
    expect(toolboxIn(cwd, ['diff', plain, 'copy.sql', '--exit-code']).code).toBe(0);
    expect(toolboxIn(cwd, ['diff', plain, marked, '--exit-code']).code).toBe(1);
  });
});

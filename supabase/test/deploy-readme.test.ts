// The deploy steps in the READMEs are ones a test runs or a platform step: every command in supabase/README.md's
// "Deploy to your Supabase project" says which (`# tested: <file>` naming a file that runs it, or `# platform
// step: …`), and the root README's short version has no command the full one lacks.

import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const end = markdown.indexOf('\n## ', start + heading.length + 2);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** Each command line of the section's ```sh blocks: the command (`&&` split) and its trailing comment. */
function commands(text: string): { command: string; comment: string }[] {
  const lines = [...text.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) => (m[1] ?? '').split('\n'));
  return lines
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('#'))
    .flatMap((line) => {
      const at = line.indexOf(' # ');
      const command = (at < 0 ? line : line.slice(0, at)).trim();
      const comment = at < 0 ? '' : line.slice(at + 3).trim();
      return command.split('&&').map((part) => ({ command: part.trim(), comment }));
    });
}

/** The words that name what a command does: `db push`, `functions deploy`, `login`, `build`. */
function verb(command: string): string {
  const words = command
    .replace(/<[^>]*>/g, 'x')
    .split(/\s+/)
    .filter((word) => !/^[A-Z_]+=/.test(word));
  const [tool, ...rest] = words;
  const plain = rest.filter((word) => /^[a-z][a-z-]*$/.test(word));
  if (tool === 'supabase') return plain.slice(0, 2).join(' ');
  if (tool === 'pnpm') return plain.at(-1) ?? '';
  return plain[0] ?? '';
}

const full = commands(section(read('supabase/README.md'), '## Deploy to your Supabase project'));

describe('supabase/README.md, "Deploy to your Supabase project"', () => {
  it('has the deploy commands: link, db push, both functions, the secret, the web build, the CLI', () => {
    const all = full.map(({ command }) => command).join('\n');
    for (const expected of [
      'supabase link',
      'supabase db push',
      'supabase functions deploy device-auth',
      'supabase functions deploy data',
      'supabase secrets set TOOLBOX_WEB_ORIGIN=',
      'pnpm --dir web build',
      'TOOLBOX_API_URL=',
    ])
      expect(all).toContain(expected);
  });

  for (const { command, comment } of full)
    it(`says how \`${command}\` is covered`, () => {
      const tested = /^tested: (\S+)/.exec(comment);
      if (!tested) {
        expect(comment).toMatch(/^platform step: \S/);
        return;
      }
      const file = tested[1] as string;
      expect(existsSync(new URL(file, root)), file).toBe(true);
      // The file runs it, itself or through a helper it imports: their text (quotes and commas dropped, as in an
      // argument list) names the command's verb.
      const own = read(file);
      const helpers = [...own.matchAll(/from '(\.\.?\/[^']+)'/g)]
        .map((m) => new URL(m[1] as string, new URL(file, root)))
        .filter((url) => existsSync(url))
        .map((url) => readFileSync(url, 'utf8'));
      const text = [own, ...helpers]
        .join('\n')
        .replace(/['",[\]]/g, ' ')
        .replace(/\s+/g, ' ');
      expect(text, `${file} runs ${verb(command)}`).toContain(` ${verb(command)} `);
    });
});

describe('README.md, "Deploy to your Supabase project"', () => {
  it('has only commands the full section has', () => {
    const short = commands(section(read('README.md'), '## Deploy to your Supabase project'));
    expect(short.length).toBeGreaterThan(4);
    const known = new Set(full.map(({ command }) => command));
    for (const { command } of short) expect(known.has(command), command).toBe(true);
  });
});

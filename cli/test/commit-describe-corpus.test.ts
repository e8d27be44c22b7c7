import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import lint from '@commitlint/lint';
import load from '@commitlint/load';
import {
  CONFIG_CONVENTIONAL,
  runCommit,
  runMessageLint,
  TITLE_ADVICE,
} from '@toolbox/core/tools/commit-message-assistant';
import { describe, expect, it } from 'vitest';

/** Real commit messages as free text (fixtures/commit-descriptions, SOURCES.md): subject and body, or the body. */
const rows = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures', 'commit-descriptions', 'descriptions.json'), 'utf8'),
) as { repository: string; commit: string; text: string }[];

const ISSUE_82 =
  'Fixed HMR so that import.meta.hot.invalidate works in virtual modules; it used to do a full reload';

describe('Auto-Generate on real long descriptions passes its own lint and commitlint (issue 82)', () => {
  it('every message: header within 72, no problem from toolbox lint, valid with no warning to commitlint', async () => {
    const config = await load({ extends: ['@commitlint/config-conventional'] }, { cwd: import.meta.dirname });
    const texts = [ISSUE_82, ...rows.map((row) => row.text)];
    expect(texts.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let long = 0;
    for (const text of texts) {
      if (text.length > TITLE_ADVICE) long++;
      const message = runCommit({ describe: text, rules: CONFIG_CONVENTIONAL }).messages?.conventional ?? '';
      const ours = runMessageLint({ message, rules: CONFIG_CONVENTIONAL });
      const theirs = await lint(message, config.rules);
      const header = message.split('\n')[0] ?? '';
      if (
        header.length > TITLE_ADVICE ||
        ours.problems.length > 0 ||
        !theirs.valid ||
        theirs.warnings.length > 0
      ) {
        failures.push(
          `${JSON.stringify(message)}: ${[...ours.problems, ...theirs.errors.map((e) => e.message)]}`,
        );
      }
    }
    // Most of the table is longer than a header may be: the shortening is what is tested.
    expect(long).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  });
});

import { isIgnoredMessage, parseCommitMessage, stripGitComments } from '../../conventional/message';
import { CONFIG_CONVENTIONAL, type LintRules, RULES } from './lint-rules';

interface LintProblem {
  rule: string;
  level: 1 | 2;
  message: string;
}

export interface LintResult {
  valid: boolean;
  /** true when the message is one commitlint lets through unchecked (merge, revert, fixup!, a bare version). */
  ignored: boolean;
  errors: LintProblem[];
  warnings: LintProblem[];
}

/**
 * Checks a commit message against commitlint's config-conventional rules (or `rules`, e.g. from
 * `resolveLintConfig`). Comment lines (`commentChar`, default `#`) and everything below git's scissors line are
 * dropped first, as `commitlint --edit` does; a null `commentChar` keeps them, as commitlint does for stdin.
 * Never throws: an empty message is valid, as in commitlint (git refuses it anyway).
 */
export function lintCommitMessage(
  text: string,
  rules: LintRules = CONFIG_CONVENTIONAL,
  options: { defaultIgnores?: boolean; commentChar?: string | null } = {},
): LintResult {
  const message = stripGitComments(text, options.commentChar === undefined ? '#' : options.commentChar);
  if (options.defaultIgnores !== false && isIgnoredMessage(message))
    return { valid: true, ignored: true, errors: [], warnings: [] };
  if (message.trim() === '') return { valid: true, ignored: false, errors: [], warnings: [] };
  const parsed = parseCommitMessage(message);
  const errors: LintProblem[] = [];
  const warnings: LintProblem[] = [];
  for (const [name, config] of Object.entries(rules)) {
    const [level, when = 'always', value] = config;
    const rule = RULES[name];
    if (!rule || level === 0) continue;
    const [valid, problem] = rule(parsed, when, value);
    if (!valid) (level === 2 ? errors : warnings).push({ rule: name, level, message: problem });
  }
  return { valid: errors.length === 0, ignored: false, errors, warnings };
}

/** One line per problem, as `toolbox commit lint` prints them: `✖ <message> [rule]`, warnings with ⚠. */
export function formatLintProblems(result: LintResult): string[] {
  return [
    ...result.errors.map((problem) => `✖ ${problem.message} [${problem.rule}]`),
    ...result.warnings.map((problem) => `⚠ ${problem.message} [${problem.rule}]`),
  ];
}

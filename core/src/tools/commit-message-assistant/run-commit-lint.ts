import { formatLintProblems, type LintResult, lintCommitMessage } from './lint';
import { CONFIG_CONVENTIONAL, type LintRules } from './lint-rules';

/** A message to check against lint rules (commitlint config-conventional's by default). */
export interface CommitLintInput {
  message: string;
  rules?: LintRules;
  /** false: merge, revert, fixup! messages are checked too (commitlint's defaultIgnores). */
  defaultIgnores?: boolean;
  /** git's comment character, whose lines are dropped first (a message file); null keeps them (stdin). */
  commentChar?: string | null;
}

/** The verdict commitlint itself gave (the repository's JavaScript config, run by the CLI). */
export interface CommitLintVerdict {
  message: string;
  verdict: LintResult;
}

export interface CommitLintReport {
  result: LintResult;
  /** One line per problem, as `toolbox commit lint` prints them: `✖ <message> [rule]`, warnings with ⚠. */
  problems: string[];
  /** The header's length and the rules' header-max-length (commitlint's default: 100). */
  header: { length: number; limit: number };
}

const DEFAULT_HEADER_LIMIT = 100;

/** A commit message checked, with its problems as lines and its header measured against the limit. */
export function runMessageLint(input: CommitLintInput | CommitLintVerdict): CommitLintReport {
  const rules = 'verdict' in input ? CONFIG_CONVENTIONAL : (input.rules ?? CONFIG_CONVENTIONAL);
  const result =
    'verdict' in input
      ? input.verdict
      : lintCommitMessage(input.message, rules, {
          ...(input.defaultIgnores === undefined ? {} : { defaultIgnores: input.defaultIgnores }),
          ...(input.commentChar === undefined ? {} : { commentChar: input.commentChar }),
        });
  const limit = rules['header-max-length']?.[2];
  return {
    result,
    problems: formatLintProblems(result),
    header: {
      length: (input.message.split('\n')[0] ?? '').length,
      limit: typeof limit === 'number' ? limit : DEFAULT_HEADER_LIMIT,
    },
  };
}

export type { IssueReference } from '../../conventional/issues';

export type { LintProblem, LintResult } from './lint';
// Reading config files (and the YAML parser that takes) is the CLI's: `@toolbox/core/tools/commit-message-assistant/lint-config`.
export { CONFIG_CONVENTIONAL, type LintRules, type RuleConfig } from './lint-rules';
export { meta } from './meta';
export type { PrepareFacts } from './prepare-message';
export {
  CommitInputError,
  type CommitRequest,
  type CommitResult,
  runCommit,
  runPrepareMessage,
} from './run-commit';
export {
  type CommitLintInput,
  type CommitLintReport,
  type CommitLintVerdict,
  runMessageLint,
} from './run-commit-lint';
export { TITLE_ADVICE } from './short-header';
export {
  COMMIT_FORMATS,
  COMMIT_SCOPES,
  COMMIT_TYPES,
  type CommitFormat,
  type CommitInput,
  type CommitType,
  FORMAT_LABELS,
} from './types';

export type { IssueReference } from '../../conventional/issues';

export type { LintResult } from './lint';
// Reading config files (and the YAML parser that takes) is the CLI's: `@toolbox/core/tools/commit-message-assistant/lint-config`.
export { CONFIG_CONVENTIONAL } from './lint-rules';
export { meta } from './meta';

export {
  CommitInputError,
  type CommitRequest,
  type CommitResult,
  runCommit,
  runPrepareMessage,
} from './run-commit';
export { type CommitLintReport, runMessageLint } from './run-commit-lint';
export { TITLE_ADVICE } from './short-header';
export {
  COMMIT_FORMATS,
  COMMIT_SCOPES,
  COMMIT_TYPES,
  type CommitFormat,
  type CommitInput,
  FORMAT_LABELS,
} from './types';

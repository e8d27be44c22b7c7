// The form's Related Issues field is read with the shared rule; the page and CLI take it from here.
export {
  findIssueReferences,
  type IssueReference,
  parseIssues,
  withoutIssueReference,
} from '../../conventional/issues';
export { type DescribedCommit, describeToCommit, SCOPE_RULES } from './describe';
export { fitCommitToRules } from './fit';
export { formatAllCommitMessages, formatCommitMessage } from './format';
export { formatLintProblems, type LintProblem, type LintResult, lintCommitMessage } from './lint';
// Reading config files (and the YAML parser that takes) is the CLI's: `@toolbox/core/tools/commit-message-assistant/lint-config`.
export {
  CONFIG_CONVENTIONAL,
  type LintRules,
  type RuleConfig,
} from './lint-rules';
export { meta } from './meta';
export { guessScope, type PrepareFacts, preparedMessage } from './prepare-message';
export {
  COMMIT_FORMATS,
  COMMIT_SCOPES,
  COMMIT_TYPES,
  type CommitFormat,
  type CommitInput,
  type CommitType,
  FALLBACK_EMOJI,
  FORMAT_LABELS,
} from './types';

export { type DescribedCommit, describeSubject, describeToCommit, SCOPE_RULES, TYPE_RULES } from './describe';
export { formatAllCommitMessages, formatCommitMessage, parseIssues } from './format';
export { firstKeywordMatch, type KeywordRule, verbForms, wordsOf } from './keywords';
export {
  formatLintProblems,
  isIgnoredMessage,
  type LintProblem,
  type LintResult,
  lintCommitMessage,
  parseCommitMessage,
  stripGitComments,
} from './lint';
export {
  LINT_CONFIG_FILES,
  type ResolvedLintConfig,
  resolveLintConfig,
  resolveLintConfigObject,
} from './lint-config';
export {
  CONFIG_CONVENTIONAL,
  type LintRules,
  type ParsedMessage,
  RULES,
  type RuleConfig,
} from './lint-rules';
export { meta } from './meta';
export {
  COMMIT_FORMATS,
  COMMIT_SCOPES,
  COMMIT_TYPES,
  type CommitFormat,
  type CommitInput,
  type CommitType,
  commitTypeEmoji,
  FALLBACK_EMOJI,
  FORMAT_LABELS,
  isCommitType,
} from './types';

export {
  announcesBreakingChange,
  breakingNotes,
  type ConventionalHeader,
  hasBreakingFooter,
  hasBreakingMark,
  parseHeader,
} from './breaking';
export { findIssueReferences, type IssueReference, parseIssues, withoutIssueReference } from './issues';
export { firstKeywordMatch, type KeywordRule, verbForms, wordsOf } from './keywords';
export {
  conventionalParser,
  isIgnoredMessage,
  type ParsedMessage,
  parseCommitMessage,
  stripGitComments,
} from './message';

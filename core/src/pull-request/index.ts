export { announcesBreakingChange } from '../conventional/breaking';
export { apiVerdict, commitVerdicts, rlsNotApplied, rlsVerdict, schemaVerdict } from './gates';
export {
  formatPullRequestSummary,
  type Gate,
  type PullRequestSummary,
  pullRequestFailed,
  type SummarySection,
} from './summary';

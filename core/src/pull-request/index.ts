export { announcesBreakingChange } from '../conventional/breaking';
export { apiVerdict, commitVerdicts, rlsNotApplied, rlsVerdict, schemaVerdict } from './gates';
export {
  formatPullRequestSummary,
  type Gate,
  pullRequestFailed,
  type SummarySection,
} from './summary';

export { announcesBreakingChange } from '../conventional/breaking';
export {
  formatPullRequestSummary,
  type Gate,
  type PullRequestSummary,
  pullRequestFailed,
  type SummarySection,
} from './summary';

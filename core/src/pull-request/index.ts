export {
  announcesBreakingChange,
  formatPullRequestSummary,
  type Gate,
  type PullRequestSummary,
  pullRequestFailed,
  type SummarySection,
} from './summary';

// What front ends and tools take from the Conventional Commits rules through this door; the rest of the folder is
// imported by path inside core.
export { parseIssues } from './issues';
export { firstKeywordMatch } from './keywords';
export { stripGitComments } from './message';

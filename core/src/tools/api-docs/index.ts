export type { ApiDiff } from './api-diff';

export type { ChangeGroup } from './diff-report';
export { type DiffLevel, FAIL_ON, type FailOn } from './diff-rules';
export { API_DOCS_FORMATS, type ApiDocsFormat } from './load';
export { meta } from './meta';

export { type ApiDiffReady, runApiDiff } from './run-diff';
export { type ApiDocument, type LocatedIssue, runApiDocs } from './run-docs';

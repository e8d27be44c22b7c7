export type { ApiChange, ApiDiff } from './api-diff';
export type { CodeSamples } from './code-samples';
export { type ChangeGroup, FAIL_ON, type FailOn } from './diff-report';
export type { DiffLevel } from './diff-rules';
export { API_DOCS_FORMATS, type ApiDocsFormat } from './generate';
export { meta } from './meta';
export type { ApiModel, Group, MediaType, Operation, Parameter, Response } from './model';
export type { Issue } from './parse';
export {
  type ApiDiffInput,
  type ApiDiffInvalid,
  type ApiDiffReady,
  type ApiDiffResult,
  runApiDiff,
} from './run-diff';
export {
  type ApiDocsInput,
  type ApiDocsInvalid,
  type ApiDocsReady,
  type ApiDocsResult,
  type ApiDocument,
  type LocatedIssue,
  runApiDocs,
} from './run-docs';

export type { SchemaNode } from './schema-node';

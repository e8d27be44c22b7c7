export {
  type ApiChange,
  type ApiDiff,
  compareLoaded,
  compareSpecTexts,
  type DiffInput,
  diffApis,
  type SpecComparison,
} from './api-diff';
export type { CodeSamples } from './code-samples';
export {
  type ChangeGroup,
  diffSummary,
  FAIL_ON,
  type FailOn,
  failsOn,
  groupChanges,
  renderDiffMarkdown,
  renderDiffText,
} from './diff-report';
export { DIFF_LEVELS, type DiffLevel } from './diff-rules';
export {
  API_DOCS_FORMATS,
  type ApiDocsFormat,
  issueLines,
  issueLocation,
  type LoadResult,
  loadSpec,
  loadSpecFrom,
  MAX_ERRORS,
  renderDocParts,
  renderDocs,
} from './generate';
export { type HtmlOptions, previewHtml } from './html';
export { meta } from './meta';
export type { ApiModel, Group, MediaType, Operation, Parameter, Response } from './model';
export type { Issue } from './parse';
export { SAMPLE_SPEC } from './sample';
export type { SchemaNode } from './schema-node';

export { type JsonChange, type JsonDiff, runJsonDiff } from './json-diff';
export { meta } from './meta';
export { type DiffRow, runTextDiff, type SideLine, type TextDiff } from './text-diff';

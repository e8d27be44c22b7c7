export {
  diffJsonTexts,
  type JsonChange,
  type JsonDiff,
  type JsonDiffInput,
  type JsonPatchOperation,
} from './json-diff';
export { meta } from './meta';
export {
  DEFAULT_CONTEXT,
  type DiffRow,
  diffTexts,
  type Segment,
  type SideLine,
  type TextDiff,
  type TextDiffInput,
} from './text-diff';

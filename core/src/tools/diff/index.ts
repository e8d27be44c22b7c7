export {
  type JsonChange,
  type JsonDiff,
  type JsonDiffInput,
  type JsonPatchOperation,
  runJsonDiff,
} from './json-diff';
export { meta } from './meta';
export {
  type DiffRow,
  runTextDiff,
  type Segment,
  type SideLine,
  type TextDiff,
  type TextDiffInput,
} from './text-diff';

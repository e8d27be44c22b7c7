export type { RegexExplanation } from './explain';
export { meta } from './meta';
export { REGEX_PRESET_NAMES, REGEX_PRESETS, type RegexPresetName } from './presets';
export {
  DEFAULT_REGEX_FLAGS,
  INVALID_REGEX,
  REGEX_FLAGS,
  REGEX_TIMED_OUT,
  REGEX_TIMEOUT_MS,
  type RegexMatch,
  type RegexRequest,
  type RegexResult,
  runRegex,
} from './regex-run';

// A preset's shape per tool and its one reader and writer (issue 77 item 2): what the web page and the CLI both
// use, so neither reads the other's storage layout. Loaded only where presets are read or saved.

export { readPresetInputs } from '#core/presets/layouts';
export { PRESET_VERSION_KEY, readPreset, writePreset } from '#core/presets/read';
export {
  isLinkableField,
  PRESET_SHAPES,
  type PresetFieldName,
  type PresetKind,
  type PresetValue,
} from '#core/presets/shapes';

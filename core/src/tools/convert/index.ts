export { DATA_FORMATS, type DataFormat, FORMAT_FILES, FORMAT_LABELS } from './formats';
export { meta } from './meta';
export { runConvert, runFileFormat } from './run';

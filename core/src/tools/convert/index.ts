export {
  type ConvertInput,
  type ConvertResult,
  DATA_FORMATS,
  type DataFormat,
  FORMAT_FILES,
  FORMAT_LABELS,
} from './formats';
export { meta } from './meta';
export { type FileFormatInput, runConvert, runFileFormat } from './run';

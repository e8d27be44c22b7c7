export { runConvert } from './convert';
export {
  type ConvertInput,
  type ConvertResult,
  DATA_FORMATS,
  type DataFormat,
  FORMAT_FILES,
  FORMAT_LABELS,
  formatOfName,
} from './formats';
export { meta } from './meta';

export {
  LINES_SORTS,
  LINES_UNIQUE,
  type LinesField,
  type LinesInput,
  type LinesResult,
  type LinesSort,
  type LinesUnique,
  runLines,
} from './lines';
export {
  LOREM_LIMITS,
  LOREM_UNITS,
  type LoremField,
  type LoremInput,
  type LoremResult,
  type LoremUnit,
  runLorem,
} from './lorem';
export { meta } from './meta';

export { LINES_SORTS, LINES_UNIQUE, runLines } from './lines';
export { LOREM_LIMITS, LOREM_UNITS, runLorem } from './lorem';
export { meta } from './meta';

export { LINES_FILE, type LinesInput, generateLines } from './lines';
export { meta } from './meta';

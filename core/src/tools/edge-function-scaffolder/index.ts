export { type EdgeFunction, generateEdgeFunction } from './generate';
export { meta } from './meta';
export {
  BATCH_SIZE,
  BUILT_IN_ENV,
  checkFunctionName,
  EDGE_DEFAULTS,
  EDGE_TEMPLATES,
  type EdgeFunctionForm,
  type EdgeTemplate,
  parseEnvVars,
  TEMPLATE_LABELS,
} from './options';

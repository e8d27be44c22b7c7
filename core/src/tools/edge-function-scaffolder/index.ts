export { generateEdgeFunction } from './generate';
export { meta } from './meta';
export {
  DEFAULT_WEBHOOK_SECRET,
  EDGE_DEFAULTS,
  EDGE_TEMPLATES,
  type EdgeFunctionForm,
  FIXED_AUTH,
  TEMPLATE_LABELS,
  WEBHOOK_PROVIDER_LABELS,
  WEBHOOK_PROVIDERS,
} from './options';

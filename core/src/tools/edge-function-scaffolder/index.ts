export { type EdgeFunction, generateEdgeFunction } from './generate';
export { meta } from './meta';
export {
  DEFAULT_WEBHOOK_SECRET,
  EDGE_DEFAULTS,
  EDGE_TEMPLATES,
  type EdgeFunctionForm,
  type EdgeTemplate,
  FIXED_AUTH,
  TEMPLATE_LABELS,
  WEBHOOK_PROVIDER_LABELS,
  WEBHOOK_PROVIDERS,
  type WebhookProvider,
} from './options';

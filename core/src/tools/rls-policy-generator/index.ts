export { generateRlsPolicy } from './generate';
export { meta } from './meta';
export {
  INDEX_CHOICES,
  POLICY_TYPE_LABELS,
  RLS_DEFAULTS,
  RLS_OPERATIONS,
  RLS_POLICY_TYPES,
  type RlsForm,
  type RlsOperation,
  type RlsPolicyType,
} from './options';

export { type ComponentCheck, runComponentCheck } from './check';
export { generateComponent, type ScaffoldedComponent, type TextFile } from './generate';
export { meta } from './meta';
export {
  COMPONENT_DEFAULTS,
  COMPONENT_TYPE_LABELS,
  COMPONENT_TYPES,
  type ComponentForm,
  type ComponentType,
  type PropSpec,
} from './options';

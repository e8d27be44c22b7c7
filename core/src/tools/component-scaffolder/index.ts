export { generateComponent, type ScaffoldedComponent, type TextFile } from './generate';
export { meta } from './meta';
export {
  COMPONENT_DEFAULTS,
  COMPONENT_TYPE_LABELS,
  COMPONENT_TYPES,
  type ComponentForm,
  type ComponentType,
  componentName,
  DEFAULT_PROPS_TEXT,
  type PropSpec,
  parseProps,
} from './options';

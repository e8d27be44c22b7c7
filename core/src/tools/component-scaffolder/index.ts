export { runComponentCheck } from './check';
export { generateComponent, type ScaffoldedComponent } from './generate';
export { meta } from './meta';
export { COMPONENT_DEFAULTS, COMPONENT_TYPE_LABELS, COMPONENT_TYPES, type ComponentForm } from './options';

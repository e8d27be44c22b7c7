export { generateStructureArchive } from './archive';
export { generateStructure, type ProjectStructure } from './generate';
export { meta } from './meta';
export {
  FEATURE_MODULES,
  type FeatureModule,
  FRAMEWORK_LABELS,
  FRAMEWORKS,
  MODULE_DESCRIPTIONS,
  PROJECT_PLACEHOLDER,
  STRUCTURE_DEFAULTS,
  type StructureForm,
} from './options';

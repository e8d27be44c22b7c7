import {
  customModules,
  FEATURE_MODULES,
  FRAMEWORK_LABELS,
  type Framework,
  packageName,
  projectFolder,
  type StructureForm,
} from './options';
import { presetFiles, type TreeFile } from './presets';
import { renderScript } from './script';
import { renderTree } from './tree';

export interface ProjectStructure {
  /** The folder name (the project name as typed, or the placeholder). */
  folder: string;
  packageName: string;
  framework: Framework;
  frameworkLabel: string;
  /** Feature modules in the spec's order, then the slugified custom ones. */
  modules: string[];
  files: TreeFile[];
  tree: string;
  script: string;
  /** `{project}-structure.sh`. */
  scriptName: string;
  /** The spec's success toast. */
  toast: { title: string; description: string };
}

/** Lays out the project. Throws ToolInputError for a project name that cannot be a folder. */
export function generateStructure(form: StructureForm): ProjectStructure {
  const folder = projectFolder(form.projectName);
  const pkg = packageName(folder);
  const features = FEATURE_MODULES.filter((module) => form.modules.includes(module));
  const custom = customModules(form.customModules, features);
  const files = presetFiles(form.framework, features, custom, pkg, folder);
  const frameworkLabel = FRAMEWORK_LABELS[form.framework];
  const modules = [...features, ...custom];
  const about = `${folder}: ${frameworkLabel} project${modules.length ? ` with ${modules.join(', ')}` : ''}.`;
  return {
    folder,
    packageName: pkg,
    framework: form.framework,
    frameworkLabel,
    modules,
    files,
    tree: renderTree(folder, files),
    script: renderScript(folder, files, about),
    scriptName: `${pkg}-structure.sh`,
    toast: structureToast(frameworkLabel, modules.length),
  };
}

/** The spec's success toast text. */
function structureToast(frameworkLabel: string, modules: number): ProjectStructure['toast'] {
  return {
    title: 'Structure Generated!',
    description: `Folder structure for ${frameworkLabel} with ${modules} modules created.`,
  };
}

import { kebabCase } from '../../code/identifiers';
import { ToolInputError } from '../../errors';
import { slugify } from '../../text/slug';

export const FRAMEWORKS = ['next', 'react-vite', 'react-native'] as const;
export type Framework = (typeof FRAMEWORKS)[number];

export const FRAMEWORK_LABELS: Record<Framework, string> = {
  next: 'Next.js',
  'react-vite': 'React + Vite',
  'react-native': 'React Native',
};

export const FEATURE_MODULES = ['auth', 'dashboard', 'blog', 'api'] as const;
export type FeatureModule = (typeof FEATURE_MODULES)[number];

export const MODULE_DESCRIPTIONS: Record<FeatureModule, string> = {
  auth: 'Login and signup forms, auth hook, email validator',
  dashboard: 'Layout, sidebar, header, dashboard page',
  blog: 'Post card, post list, index, detail, markdown util',
  api: 'Routes index and users, auth middleware, validation util',
};

export const PROJECT_PLACEHOLDER = 'my-awesome-project';

export interface StructureForm {
  projectName: string;
  framework: Framework;
  modules: FeatureModule[];
  /** Comma-separated, e.g. `payment, notification, analytics`; slugified. */
  customModules: string;
}

export const STRUCTURE_DEFAULTS: StructureForm = {
  projectName: '',
  framework: 'next',
  modules: [],
  customModules: '',
};

/**
 * Custom module names, slugified, empties and duplicates dropped, and those of a feature module that is `chosen`
 * (that module is the one asked for; by default any feature module's name).
 */
export function customModules(text: string, chosen: readonly string[] = FEATURE_MODULES): string[] {
  const names = text
    .split(',')
    .map(slugify)
    .filter((name) => name !== '');
  return [...new Set(names)].filter((name) => !chosen.includes(name));
}

/** The folder the project is created in: the name as typed, but never a path or something a shell could misread. */
export function projectFolder(name: string): string {
  const folder = name.trim() || PROJECT_PLACEHOLDER;
  const control = [...folder].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f');
  if (control || /[/\\]/.test(folder) || folder === '.' || folder === '..' || folder.startsWith('-')) {
    throw new ToolInputError(
      `"${folder}" cannot be a folder name: leave out / and \\, control characters and a leading -.`,
    );
  }
  return folder;
}

/** The npm package name: the folder slugified (npm wants lowercase URL-safe names). */
export function packageName(folder: string): string {
  return kebabCase(slugify(folder)) || PROJECT_PLACEHOLDER;
}

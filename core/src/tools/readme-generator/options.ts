export const README_TEMPLATES = ['basic', 'react', 'api'] as const;
export type ReadmeTemplate = (typeof README_TEMPLATES)[number];

export const TEMPLATE_LABELS: Record<ReadmeTemplate, string> = {
  basic: 'Basic Project',
  react: 'React Project',
  api: 'API Project',
};

/** The eight badge checkboxes, in the spec's order. */
export const BADGES = [
  'license',
  'version',
  'build',
  'coverage',
  'downloads',
  'stars',
  'forks',
  'issues',
] as const;
export type Badge = (typeof BADGES)[number];

export const BADGE_LABELS: Record<Badge, string> = {
  license: 'License',
  version: 'Version',
  build: 'Build Status',
  coverage: 'Coverage',
  downloads: 'Downloads',
  stars: 'GitHub Stars',
  forks: 'Forks',
  issues: 'Issues',
};

export const BADGE_STYLES = ['flat', 'flat-square', 'for-the-badge'] as const;
export type BadgeStyle = (typeof BADGE_STYLES)[number];

/** The README form (spec §3) plus template, badges and badge style. */
export interface ReadmeInput {
  template: ReadmeTemplate;
  projectName: string;
  description: string;
  author: string;
  license: string;
  version: string;
  /** `owner/repo` (a GitHub URL is accepted too). */
  repository: string;
  badges: readonly Badge[];
  badgeStyle: BadgeStyle;
  /**
   * The `##` sections to write, by title, in this order (the picker on the page, `--sections` in the CLI); null or
   * absent: every section the template has, in its order. Titles the template does not have are skipped.
   */
  sections?: readonly string[] | null;
  /** What a package.json says about running the project (`--from-package`): its real scripts and commands. */
  package?: PackageFacts;
  /** Sections the user writes, after the template's; their titles are picked and ordered like the template's. */
  customSections?: readonly CustomSection[];
}

/** A `##` section the user writes: a title of their own and a Markdown body, written as typed. */
export interface CustomSection {
  title: string;
  body: string;
}

export interface PackageFacts {
  /** The name to install (`npm install <name>`); empty for a private package. */
  name: string;
  /** Script name -> command, as package.json lists them. */
  scripts: Readonly<Record<string, string>>;
  /** The commands the package installs (`bin`). */
  bin: readonly string[];
}

export const REPOSITORY_PLACEHOLDER = 'username/repo-name';

export const README_DEFAULTS: ReadmeInput = {
  template: 'basic',
  projectName: 'My Awesome Project',
  description: 'A short description of your project',
  author: 'Your Name',
  license: 'MIT',
  version: '1.0.0',
  repository: REPOSITORY_PLACEHOLDER,
  badges: ['license', 'version'],
  badgeStyle: 'flat',
  sections: null,
};

export const README_FILE = 'README.md';

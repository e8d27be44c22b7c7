import { ToolInputError } from '../../errors';
import { storedStructuredFields } from './custom-sections';
import { generateReadme, readmeCustomSectionProblems, readmeSectionTitles } from './generate';
import { README_DEFAULTS, type ReadmeInput, type ReadmeTemplate } from './options';
import { fieldsFromPackageJson } from './package-json';

export interface ReadmeRequest {
  /** The fields given (the page's whole form, or the CLI's flags); what is missing takes the defaults. */
  fields: Partial<ReadmeInput>;
  /**
   * A package.json's text: its name, description, version, licence, author, repository, scripts and bin fill what
   * `fields` lacks, and a field it lacks stays empty rather than showing the form's placeholder ("Your Name").
   */
  packageJson?: string | undefined;
}

/** The fields as the README uses them: the defaults, then the package.json's, then those given. */
function readmeInput({ fields, packageJson }: ReadmeRequest): ReadmeInput {
  const fromPackage = packageJson === undefined ? {} : fieldsFromPackageJson(packageJson);
  // Without a repository given, a package.json's replaces the placeholder; otherwise no GitHub badges.
  const repository =
    fields.repository ??
    fromPackage.repository ??
    (packageJson === undefined ? README_DEFAULTS.repository : '');
  const placeholders = packageJson === undefined ? {} : { author: '', description: '' };
  return { ...README_DEFAULTS, ...placeholders, ...fromPackage, ...fields, repository };
}

/**
 * The form a package.json fills (the page's import): what `toolbox readme --from-package` writes from, with `fields`
 * (the template, badges and sections kept) winning. Throws ToolInputError for text that is not a package.json.
 */
export function runReadmeImport(request: ReadmeRequest & { packageJson: string }): ReadmeInput {
  return readmeInput(request);
}

export interface ReadmeSections {
  /** The template whose sections these are. */
  template: ReadmeTemplate;
  /** The `##` sections the template can write, in its order. */
  available: string[];
  /** The sections chosen that the template has, in the order chosen (all of them when none are chosen). */
  picked: string[];
  /** The template's other sections, unticked. */
  rest: string[];
  /** Titles chosen that the template has not (compared case-insensitively). */
  unknown: string[];
  /** For each custom section, why it cannot be written (no title, another section's title), or null. */
  customProblems: (string | null)[];
}

/** Which sections the README can have and which are chosen; a repository still being typed is no error here. */
export function runReadmeSections(request: ReadmeRequest): ReadmeSections {
  const input = readmeInput(request);
  const available = readmeSectionTitles(input);
  const picked = (input.sections ?? available).filter((title) => available.includes(title));
  const known = new Set(available.map((title) => title.toLowerCase()));
  return {
    template: input.template,
    available,
    picked,
    rest: available.filter((title) => !picked.includes(title)),
    unknown: (input.sections ?? []).filter((title) => !known.has(title.toLowerCase())),
    customProblems: readmeCustomSectionProblems(input),
  };
}

/**
 * The package facts and custom sections of a kept form (localStorage over a reload, a preset) that are well formed;
 * what is not is left out, so an old or edited entry cannot break the README.
 */
export function runReadmeStoredFields(stored: unknown): Pick<ReadmeInput, 'package' | 'customSections'> {
  return storedStructuredFields(stored);
}

export interface ReadmeResult {
  /** README.md's text. */
  readme: string;
  /** The fields it was written from. */
  input: ReadmeInput;
}

/**
 * The README for the fields given (and a package.json's). Throws ToolInputError for a repository it cannot read and
 * for a custom section without a title or with another section's.
 */
export function runReadme(request: ReadmeRequest): ReadmeResult {
  const input = readmeInput(request);
  const problem = readmeCustomSectionProblems(input).find((message) => message !== null);
  if (problem) throw new ToolInputError(problem, 'Invalid Section', 'customSections');
  return { readme: generateReadme(input), input };
}

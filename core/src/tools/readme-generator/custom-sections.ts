import type { CustomSection, PackageFacts, ReadmeInput } from './options';

const CUSTOM_SECTION_UNTITLED = 'A section needs a title.';

/** Why a custom section cannot be written (its title is empty or another section's), for each one; null when it can. */
export function customSectionProblems(
  sections: readonly CustomSection[],
  templateTitles: readonly string[],
): (string | null)[] {
  const taken = new Set(['table of contents', ...templateTitles.map((title) => title.toLowerCase())]);
  return sections.map(({ title }) => {
    const key = title.trim().toLowerCase();
    if (!key) return CUSTOM_SECTION_UNTITLED;
    if (taken.has(key))
      return `The README already has a section called "${title.trim()}"; give this one another title.`;
    taken.add(key);
    return null;
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function packageFacts(value: unknown): PackageFacts | undefined {
  if (!isRecord(value) || typeof value.name !== 'string' || !isStrings(value.bin)) return undefined;
  if (!isRecord(value.scripts)) return undefined;
  const entries = Object.entries(value.scripts);
  const scripts = entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (scripts.length !== entries.length) return undefined;
  return { name: value.name, bin: value.bin, scripts: Object.fromEntries(scripts) };
}

function customSections(value: unknown): CustomSection[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const sections = value.flatMap((item) =>
    isRecord(item) && typeof item.title === 'string' && typeof item.body === 'string'
      ? [{ title: item.title, body: item.body }]
      : [],
  );
  return sections.length === value.length ? sections : undefined;
}

/** The structured fields of a kept form (a reload, a preset) that are well formed; the others are left out. */
export function storedStructuredFields(stored: unknown): Pick<ReadmeInput, 'package' | 'customSections'> {
  if (!isRecord(stored)) return {};
  const pkg = packageFacts(stored.package);
  const custom = customSections(stored.customSections);
  return { ...(pkg && { package: pkg }), ...(custom && { customSections: custom }) };
}

import { countGraphemes } from '../../text/graphemes';
import { DESCRIPTION_MAX, KEYWORDS_MAX, META_MESSAGES, type MetaTagInput, TITLE_MAX } from './options';

/** The last texts counted: one run counts each field, trimmed and not, four or five times over. */
const counted = new Map<string, number>();

/** Characters as a reader counts them (an emoji is one), which is what the x/60 counter shows. */
export function characterCount(text: string): number {
  let count = counted.get(text);
  if (count === undefined) {
    count = countGraphemes(text);
    if (counted.size >= 8) counted.clear();
    counted.set(text, count);
  }
  return count;
}

/** Comma-separated keywords, trimmed, empties dropped. */
export function parseKeywords(keywords: string): string[] {
  return keywords
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
}

const inRange = (text: string, max: number) => {
  const count = characterCount(text.trim());
  return count >= 1 && count <= max;
};

/** http(s) URLs only: a relative or `javascript:` image cannot be shown by any network. */
export const isAbsoluteHttpUrl = (url: string) => /^https?:\/\/[^\s/?#]+/i.test(url.trim());

type ValidatedFields = Pick<MetaTagInput, 'title' | 'description' | 'keywords' | 'image'>;

/** The spec's rules (§5) in its order; an empty list means "All validations passed". */
export function validateMetaTags(input: ValidatedFields): string[] {
  const errors: string[] = [];
  if (!inRange(input.title, TITLE_MAX)) errors.push(META_MESSAGES.title);
  if (!inRange(input.description, DESCRIPTION_MAX)) errors.push(META_MESSAGES.description);
  if (parseKeywords(input.keywords).length > KEYWORDS_MAX) errors.push(META_MESSAGES.keywords);
  if (input.image.trim() !== '' && !isAbsoluteHttpUrl(input.image)) errors.push(META_MESSAGES.image);
  return errors;
}

export interface SeoFactor {
  label: string;
  detail: string;
  passed: boolean;
}

/** The three SEO score factors of the Basic Info tab, each a tick or a cross. */
export function seoFactors(input: Pick<MetaTagInput, 'title' | 'description' | 'keywords'>): SeoFactor[] {
  const keywords = parseKeywords(input.keywords).length;
  return [
    {
      label: 'Title length',
      detail: `${characterCount(input.title.trim())}/${TITLE_MAX} characters`,
      passed: inRange(input.title, TITLE_MAX),
    },
    {
      label: 'Description length',
      detail: `${characterCount(input.description.trim())}/${DESCRIPTION_MAX} characters`,
      passed: inRange(input.description, DESCRIPTION_MAX),
    },
    {
      label: 'Keywords count',
      detail: `${keywords}/${KEYWORDS_MAX} keywords`,
      passed: keywords >= 1 && keywords <= KEYWORDS_MAX,
    },
  ];
}

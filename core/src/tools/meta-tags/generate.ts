import { ToolInputError } from '../../errors';
import { escapeAttribute, escapeHtml, jsonForScript } from '../../html/escape';
import { socialNetwork } from '../../social/image-sizes';
import { type MetaTagInput, type StructuredDataType, VALIDATION_TOAST } from './options';
import { parseKeywords, validateMetaTags } from './validate';

/** The file name the web page and `toolbox meta -o` default to. */
export const META_TAGS_FILE = 'meta-tags.html';

const facebook = socialNetwork('facebook').image;

/** `@handle` whether or not the user typed the `@`; empty stays empty. */
export function twitterHandle(site: string): string {
  const handle = site.trim().replace(/^@+/, '');
  return handle ? `@${handle}` : '';
}

type Tag = readonly [attribute: 'name' | 'property', key: string, value: string];

function metaLines(tags: readonly Tag[]): string[] {
  return tags
    .filter(([, , value]) => value !== '')
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`);
}

/** Drops empty strings and empty objects so the JSON-LD has only what the user gave. */
function compact(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== '' && value !== undefined),
  );
}

/** The schema.org object for the chosen structured data type. */
function structuredData(input: MetaTagInput, type: StructuredDataType = input.structuredData) {
  const t = (value: string) => value.trim();
  const name = t(input.siteName) || t(input.title);
  const context = { '@context': 'https://schema.org' };
  if (type === 'article') {
    return {
      ...context,
      ...compact({
        '@type': 'Article',
        headline: t(input.title),
        description: t(input.description),
        image: t(input.image),
        author: t(input.author) ? { '@type': 'Person', name: t(input.author) } : undefined,
        publisher: t(input.siteName) ? { '@type': 'Organization', name: t(input.siteName) } : undefined,
        mainEntityOfPage: t(input.url),
        keywords: parseKeywords(input.keywords).join(', '),
      }),
    };
  }
  if (type === 'organization') {
    return {
      ...context,
      ...compact({
        '@type': 'Organization',
        name,
        description: t(input.description),
        url: t(input.url),
        logo: t(input.image),
      }),
    };
  }
  return {
    ...context,
    ...compact({ '@type': 'WebSite', name, description: t(input.description), url: t(input.url) }),
  };
}

/**
 * The tags for a page's `<head>`: primary tags, Open Graph, Twitter and JSON-LD. Every value is escaped for
 * where it lands (attribute, title text, script body). Throws the spec's "Validation Errors" when invalid.
 */
export function generateMetaTags(input: MetaTagInput): string {
  if (validateMetaTags(input).length > 0) {
    throw new ToolInputError(VALIDATION_TOAST.description, VALIDATION_TOAST.title);
  }
  const title = input.title.trim();
  const description = input.description.trim();
  const image = input.image.trim();
  const url = input.url.trim();
  const primary = [
    `<title>${escapeHtml(title)}</title>`,
    ...metaLines([
      ['name', 'title', title],
      ['name', 'description', description],
      ['name', 'keywords', parseKeywords(input.keywords).join(', ')],
      ['name', 'author', input.author.trim()],
    ]),
    ...(url ? [`<link rel="canonical" href="${escapeAttribute(url)}">`] : []),
  ];
  const openGraph = metaLines([
    ['property', 'og:type', input.type],
    ['property', 'og:url', url],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['property', 'og:image:width', image ? String(facebook.width) : ''],
    ['property', 'og:image:height', image ? String(facebook.height) : ''],
    ['property', 'og:site_name', input.siteName.trim()],
  ]);
  const twitter = metaLines([
    ['name', 'twitter:card', input.twitterCard],
    ['name', 'twitter:site', twitterHandle(input.twitterSite)],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ]);
  return [
    '<!-- Primary Meta Tags -->',
    ...primary,
    '',
    '<!-- Open Graph / Facebook -->',
    ...openGraph,
    '',
    '<!-- Twitter -->',
    ...twitter,
    '',
    '<!-- Structured Data -->',
    `<script type="application/ld+json">\n${jsonForScript(structuredData(input))}\n</script>`,
    '',
  ].join('\n');
}

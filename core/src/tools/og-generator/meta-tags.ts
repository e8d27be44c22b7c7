import { escapeAttribute as attribute } from '../../html/escape';
import { OG_SIZES, ogFileName } from './options';

const [facebook, linkedIn] = OG_SIZES;

/**
 * The Open Graph and Twitter tags for a page's <head>, pointing at the generated files in the site root
 * (og-image-1200x630.png for og:image, the 1200x600 one for twitter:image).
 */
export function metaTags(title: string, description: string): string {
  return [
    `<meta property="og:title" content="${attribute(title)}">`,
    `<meta property="og:description" content="${attribute(description)}">`,
    `<meta property="og:image" content="/${ogFileName(facebook)}">`,
    `<meta property="og:image:width" content="${facebook.width}">`,
    `<meta property="og:image:height" content="${facebook.height}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:image" content="/${ogFileName(linkedIn)}">`,
  ].join('\n');
}

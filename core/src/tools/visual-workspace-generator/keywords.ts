/**
 * Whole-word keyword matching with the usual English inflections (DECISIONS.md "Spec behaviours we correct"):
 * "complete" matches "completed" and "completion", never "incomplete"; "ui" never matches inside "build".
 */
const cache = new Map<string, RegExp>();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The forms of one word: itself plus -s/-es/-ed/-ing/-ly, with a final e dropped before -ing/-ion/-ed. */
function wordForms(word: string): string[] {
  const forms = [word, `${word}s`, `${word}es`, `${word}ed`, `${word}ing`, `${word}ly`];
  if (word.endsWith('e')) {
    const stem = word.slice(0, -1);
    forms.push(`${word}d`, `${stem}ing`, `${stem}ion`, `${stem}ions`);
  }
  return forms;
}

function keywordBody(keyword: string): string {
  const words = keyword.toLowerCase().split(/\s+/);
  const last = words.pop() ?? '';
  const head = words.map(escapeRegExp).join('[\\s-]+');
  const tail = `(?:${wordForms(last).map(escapeRegExp).join('|')})`;
  return head ? `${head}[\\s-]+${tail}` : tail;
}

/** One pattern for any of the keywords (one scan of the line instead of one per keyword). */
function keywordsPattern(keywords: readonly string[]): RegExp {
  const key = keywords.join('\n');
  let pattern = cache.get(key);
  if (!pattern) {
    const body = keywords.map(keywordBody).join('|');
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'iu');
    cache.set(key, pattern);
  }
  return pattern;
}

export function hasKeyword(text: string, keyword: string): boolean {
  return keywordsPattern([keyword]).test(text);
}

export function hasAnyKeyword(text: string, keywords: readonly string[]): boolean {
  return keywordsPattern(keywords).test(text);
}

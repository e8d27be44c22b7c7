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

function keywordPattern(keyword: string): RegExp {
  let pattern = cache.get(keyword);
  if (!pattern) {
    const words = keyword.toLowerCase().split(/\s+/);
    const last = words.pop() ?? '';
    const head = words.map(escapeRegExp).join('[\\s-]+');
    const tail = `(?:${wordForms(last).map(escapeRegExp).join('|')})`;
    const body = head ? `${head}[\\s-]+${tail}` : tail;
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
    cache.set(keyword, pattern);
  }
  return pattern;
}

export function hasKeyword(text: string, keyword: string): boolean {
  return keywordPattern(keyword).test(text);
}

/** The first keyword of the list found in the text, in the list's order. */
export function firstKeyword<K extends string>(text: string, keywords: readonly K[]): K | undefined {
  return keywords.find((keyword) => hasKeyword(text, keyword));
}

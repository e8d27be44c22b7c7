import type { LintRules } from './lint-rules';
import type { CommitInput } from './types';

const active = (rules: LintRules, name: string) => {
  const rule = rules[name];
  return rule !== undefined && rule[0] !== 0 ? rule : undefined;
};

/** Word-wraps each line of a text to `width` columns (a word longer than that stays whole). */
export function wrapLines(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => {
      const out: string[] = [];
      let current = '';
      for (const word of line.split(/ +/)) {
        if (current && current.length + 1 + word.length > width) {
          out.push(current);
          current = word;
        } else current = current ? `${current} ${word}` : word;
      }
      out.push(current);
      return out.join('\n');
    })
    .join('\n');
}

/**
 * A commit written by hand (`-m`, `-t`, `-s`) made to pass the lint rules where that changes no meaning: the
 * description's first letter lowercased (not an acronym like API), a final full stop dropped, the header kept
 * within header-max-length (the rest of the description opens the body) and body lines wrapped. What still fails
 * (a type or scope the rules refuse) is the caller's to report.
 */
export function fitCommitToRules(input: CommitInput, rules: LintRules): CommitInput {
  let description = input.description.trim().replace(/\s+/g, ' ');
  if (active(rules, 'subject-full-stop')) description = description.replace(/[.。]+$/, '').trimEnd();
  const firstWord = description.split(' ')[0] ?? '';
  if (active(rules, 'subject-case') && firstWord !== firstWord.toUpperCase()) {
    description = description.charAt(0).toLowerCase() + description.slice(1);
  }
  const type = active(rules, 'type-case') ? input.type.toLowerCase() : input.type;
  const scope =
    input.scope?.trim() && active(rules, 'scope-case') ? input.scope.trim().toLowerCase() : input.scope;
  let body = input.body?.trim() ?? '';
  const headerMax = active(rules, 'header-max-length');
  const limit = typeof headerMax?.[2] === 'number' ? headerMax[2] : undefined;
  if (limit !== undefined) {
    const prefix = `${type}${scope?.trim() ? `(${scope.trim()})` : ''}${input.breaking ? '!' : ''}: `;
    const room = limit - prefix.length;
    if (description.length > room && room > 10) {
      const cut = description.lastIndexOf(' ', room);
      const at = cut > room / 2 ? cut : room;
      const rest = description.slice(at).trim();
      description = description
        .slice(0, at)
        .trim()
        .replace(/[,;:]$/, '');
      body = body ? `${rest}\n\n${body}` : rest;
    }
  }
  const bodyMax = active(rules, 'body-max-line-length');
  if (body && typeof bodyMax?.[2] === 'number') body = wrapLines(body, bodyMax[2]);
  const fitted: CommitInput = { ...input, type, description };
  if (scope !== undefined) fitted.scope = scope;
  if (body) fitted.body = body;
  else delete fitted.body;
  return fitted;
}

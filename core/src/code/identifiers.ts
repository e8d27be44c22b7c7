/** Words that cannot name a binding in strict-mode JavaScript/TypeScript modules. */
const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'yield let static implements interface package private protected public await arguments eval undefined'
  ).split(' '),
);

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/** An ASCII identifier that may name a binding (not a reserved word). */
export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name) && !RESERVED.has(name);
}

/** `Button`, `UserCard2`: starts with a capital letter, letters and digits only (what JSX needs for a component). */
export function isPascalCase(name: string): boolean {
  return PASCAL.test(name) && !RESERVED.has(name);
}

/** Splits `user-card`, `user_card`, `userCard`, `User Card`, `HTMLParser` into lower-case words. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function pascalCase(text: string): string {
  return words(text).map(capitalise).join('');
}

export function camelCase(text: string): string {
  const pascal = pascalCase(text);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

export function kebabCase(text: string): string {
  return words(text).join('-');
}

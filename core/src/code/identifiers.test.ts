import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { camelCase, isIdentifier, isPascalCase, kebabCase, pascalCase, words } from './identifiers';

describe('casing', () => {
  it.each([
    ['user-card', ['user', 'card'], 'UserCard', 'userCard', 'user-card'],
    ['user_card', ['user', 'card'], 'UserCard', 'userCard', 'user-card'],
    ['userCard', ['user', 'card'], 'UserCard', 'userCard', 'user-card'],
    ['HTMLParser', ['html', 'parser'], 'HtmlParser', 'htmlParser', 'html-parser'],
    ['  Nav bar 2 ', ['nav', 'bar', '2'], 'NavBar2', 'navBar2', 'nav-bar-2'],
    ['!!!', [], '', '', ''],
  ])('%j', (text, split, pascal, camel, kebab) => {
    expect(words(text)).toEqual(split);
    expect(pascalCase(text)).toBe(pascal);
    expect(camelCase(text)).toBe(camel);
    expect(kebabCase(text)).toBe(kebab);
  });
});

describe('identifier checks', () => {
  it.each([
    ['Button', true, true],
    ['button', true, false],
    ['User2Card', true, true],
    ['2Card', false, false],
    ['My-Button', false, false],
    ['class', false, false],
    ['$el', true, false],
    ['Ünicode', false, false],
  ])('%j: identifier %s, PascalCase %s', (name, identifier, pascal) => {
    expect(isIdentifier(name)).toBe(identifier);
    expect(isPascalCase(name)).toBe(pascal);
  });

  it('a PascalCase name is always an identifier JavaScript accepts', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const name = pascalCase(text);
        if (name === '' || !isPascalCase(name)) return;
        expect(() => new Function(`const ${name} = 1; return ${name};`)).not.toThrow();
      }),
    );
  });
});

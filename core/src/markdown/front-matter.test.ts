import process from 'node:process';
import { describe, expect, it, vi } from 'vitest';
import { splitFrontMatter } from './front-matter';

describe('splitFrontMatter', () => {
  it('reads Jekyll YAML front matter and leaves the body', () => {
    const { frontMatter, body } = splitFrontMatter(
      '---\ntitle: "Jekyll 4.3.1 Released"\ndate: 2022-10-26 18:41:14 +0530\nauthor: ashmaroli\ncategories: [release]\n---\n\nHello **world**\n',
    );
    expect(frontMatter).toMatchObject({
      title: 'Jekyll 4.3.1 Released',
      author: 'ashmaroli',
      tags: ['release'],
    });
    expect(frontMatter.date).toMatch(/^2022-10-26/);
    expect(body).toBe('\nHello **world**\n');
  });

  it('reads a map used as a key as its YAML text, with no process warning on stderr', () => {
    const warn = vi.spyOn(process, 'emitWarning');
    try {
      expect(splitFrontMatter('---\n? [a, b]\n: c\ntitle: x\n---\n# Hi\n').frontMatter.data).toEqual({
        '[ a, b ]': 'c',
        title: 'x',
      });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('reads TOML front matter (Zola, Hugo)', () => {
    const { frontMatter, body } = splitFrontMatter(
      '+++\npath = "2024/01/01/x"\ntitle = "Announcing Rust 1.75.0"\nauthors = ["The Rust Release Team"]\ndate = 2023-12-28\n[taxonomies]\ntags = ["release"]\n+++\n\nText\n',
    );
    expect(frontMatter).toMatchObject({
      title: 'Announcing Rust 1.75.0',
      author: 'The Rust Release Team',
      date: '2023-12-28',
      tags: ['release'],
    });
    expect(body).toBe('\nText\n');
  });

  it.each([
    ['a document that starts with a rule', '---\n\n# Title\n'],
    ['a list that is not a table', '---\n- a\n- b\n---\nx'],
    ['broken YAML', '---\ntitle: [unclosed\n---\nx'],
    ['no front matter', '# Title\n\ntext'],
  ])('keeps %s as it is', (_name, markdown) => {
    expect(splitFrontMatter(markdown).body).toBe(markdown);
  });
});

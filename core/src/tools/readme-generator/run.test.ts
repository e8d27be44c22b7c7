import { describe, expect, it } from 'vitest';
import { generateReadme, readmeSectionTitles } from './generate';
import { README_DEFAULTS } from './options';
import { runReadme, runReadmeImport, runReadmeSections, runReadmeStoredFields } from './run';

describe('the front door', () => {
  it('the page’s form is written as generateReadme writes it', () => {
    expect(runReadme({ fields: README_DEFAULTS })).toEqual({
      readme: generateReadme(README_DEFAULTS),
      input: README_DEFAULTS,
    });
  });

  it('a package.json fills what the flags lack; a field it lacks stays empty', () => {
    const packageJson = JSON.stringify({ name: 'ada', version: '1.2.0', repository: 'github:ada/ada' });
    const { input } = runReadme({ fields: { license: 'Apache-2.0' }, packageJson });
    expect(input).toMatchObject({
      projectName: 'ada',
      version: '1.2.0',
      license: 'Apache-2.0',
      author: '',
      description: '',
    });
    expect(input.repository).not.toBe(README_DEFAULTS.repository);
  });

  it('the import fills the form the CLI writes from: the package.json over the typed text, the chosen settings kept', () => {
    const packageJson = JSON.stringify({
      name: 'ada',
      description: 'Engines',
      scripts: { test: 'vitest' },
      repository: 'github:ada/ada',
    });
    const fields = { template: 'react', badges: ['stars'], sections: ['Usage'] } as const;
    const form = runReadmeImport({ fields, packageJson });
    expect(form).toEqual(runReadme({ fields, packageJson }).input);
    expect(form).toMatchObject({
      ...fields,
      projectName: 'ada',
      description: 'Engines',
      author: '',
      repository: 'ada/ada',
      package: { name: 'ada', scripts: { test: 'vitest' }, bin: [] },
    });
    expect(() => runReadmeImport({ fields, packageJson: '{"compilerOptions":{}}' })).toThrow(
      'This JSON is not a package.json',
    );
  });

  it('sections: the chosen first, the rest unticked, unknown titles named', () => {
    const available = readmeSectionTitles(README_DEFAULTS);
    const [first = '', second = ''] = available;
    const sections = runReadmeSections({ fields: { ...README_DEFAULTS, sections: [second, first, 'Nope'] } });
    expect(sections.available).toEqual(available);
    expect(sections.picked).toEqual([second, first]);
    expect(sections.rest).toEqual(available.slice(2));
    expect(sections.unknown).toEqual(['Nope']);
    expect(runReadmeSections({ fields: { ...README_DEFAULTS, repository: 'not a repo/' } }).picked).toEqual(
      available,
    );
  });
});

describe('custom sections', () => {
  const faq = { title: 'FAQ', body: '**Why?** Because.\n\n- one\n- two' };
  const thanks = { title: 'Thanks [all]', body: 'To everyone.' };

  it('are written as typed after the template’s, listed in the contents, and ordered by `sections` like the others', () => {
    const { readme } = runReadme({ fields: { ...README_DEFAULTS, customSections: [faq, thanks] } });
    expect(readme).toContain('- [FAQ](#faq)\n- [Thanks \\[all\\]](#thanks-all)');
    expect(readme.indexOf('## Author')).toBeLessThan(readme.indexOf('## FAQ'));
    expect(readme).toMatch(
      /\n## FAQ\n\n\*\*Why\?\*\* Because\.\n\n- one\n- two\n\n## Thanks \\\[all\\\]\n\nTo everyone\.\n$/,
    );
    const ordered = runReadme({
      fields: { ...README_DEFAULTS, customSections: [faq, thanks], sections: ['FAQ', 'Usage'] },
    }).readme;
    expect(ordered.indexOf('## FAQ')).toBeLessThan(ordered.indexOf('## Usage'));
    expect(ordered).not.toContain('## Thanks');
    expect(
      runReadmeSections({ fields: { ...README_DEFAULTS, customSections: [faq] } }).available.at(-1),
    ).toBe('FAQ');
  });

  it('refuses one without a title or with another section’s, naming it, and leaves it out of the picker', () => {
    const fields = {
      ...README_DEFAULTS,
      customSections: [faq, { title: ' usage ', body: '' }, { title: '  ', body: 'x' }, { ...faq }],
    };
    const sections = runReadmeSections({ fields });
    expect(sections.customProblems).toEqual([
      null,
      'The README already has a section called "usage"; give this one another title.',
      'A section needs a title.',
      'The README already has a section called "FAQ"; give this one another title.',
    ]);
    expect(sections.available.filter((title) => title.toLowerCase() === 'usage')).toEqual(['Usage']);
    expect(() => runReadme({ fields })).toThrow(
      'The README already has a section called "usage"; give this one another title.',
    );
  });

  it('a kept form gives back its package facts and custom sections only when they are well formed', () => {
    const pkg = { name: 'ada', scripts: { build: 'tsc' }, bin: [] };
    expect(runReadmeStoredFields({ package: pkg, customSections: [faq], projectName: 'x' })).toEqual({
      package: pkg,
      customSections: [faq],
    });
    expect(
      runReadmeStoredFields({
        package: { name: 'ada', scripts: { build: 1 }, bin: [] },
        customSections: [faq, { title: 'No body' }],
      }),
    ).toEqual({});
    expect(runReadmeStoredFields('{"package":1}')).toEqual({});
    expect(runReadmeStoredFields(null)).toEqual({});
  });
});

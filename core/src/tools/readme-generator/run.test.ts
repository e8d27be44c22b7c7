import { describe, expect, it } from 'vitest';
import { generateReadme, readmeSectionTitles } from './generate';
import { README_DEFAULTS } from './options';
import { runReadme, runReadmeImport, runReadmeSections } from './run';

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

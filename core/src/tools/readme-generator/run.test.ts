import { describe, expect, it } from 'vitest';
import { generateReadme, readmeSectionTitles } from './generate';
import { README_DEFAULTS } from './options';
import { runReadme, runReadmeSections } from './run';

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

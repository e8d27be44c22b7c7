import { describe, expect, it } from 'vitest';
import { META_DEFAULTS } from './options';
import { breadcrumbOf, GOOGLE_RESULT, searchPreview, truncateAtWord } from './search-preview';

describe('Google result truncation', () => {
  it('keeps the rule as data: 60-character titles, 158-character descriptions, › between crumbs', () => {
    expect(GOOGLE_RESULT).toEqual({ titleMax: 60, descriptionMax: 158, crumbSeparator: ' › ' });
  });

  it.each([
    ['fits', 'Ada Docs', 60, 'Ada Docs'],
    ['exactly the limit', 'x'.repeat(60), 60, 'x'.repeat(60)],
    ['cut on the last word boundary', 'one two three four five', 16, 'one two three…'],
    ['one long word cut inside it', 'y'.repeat(70), 60, `${'y'.repeat(59)}…`],
    ['no trailing comma before the ellipsis', 'alpha, beta, gamma, delta', 20, 'alpha, beta, gamma…'],
    ['runs of spaces and newlines read as one', 'a  b\n\nc', 60, 'a b c'],
    ['emoji never split', '🚀🚀🚀🚀', 3, '🚀🚀…'],
  ])('%s', (_, text, max, expected) => {
    expect(truncateAtWord(text, max)).toBe(expected);
  });

  it.each([
    ['https://Ada.dev/docs/guides/?q=1#x', 'https://ada.dev › docs › guides'],
    ['http://ada.dev', 'http://ada.dev'],
    ['https://ada.dev/caf%C3%A9/a%ZZ', 'https://ada.dev › café › a%ZZ'],
    ['ada.dev/docs', ''],
    ['javascript:alert(1)', ''],
  ])('breadcrumb of %j is %j', (url, expected) => {
    expect(breadcrumbOf(url)).toBe(expected);
  });

  it('a real page: GitHub Docs "About pull requests" as Google shows it', () => {
    const preview = searchPreview({
      ...META_DEFAULTS,
      title: 'About pull requests - GitHub Docs',
      description:
        'Pull requests let you tell others about changes you have pushed to a branch in a repository on GitHub. Once a pull request is opened, you can discuss and review the potential changes with collaborators and add follow-up commits before your changes are merged into the base branch.',
      url: 'https://docs.github.com/en/pull-requests/collaborating-with-pull-requests/proposing-changes-to-your-work-with-pull-requests/about-pull-requests',
    });
    expect(preview).toEqual({
      site: 'docs.github.com',
      breadcrumb:
        'https://docs.github.com › en › pull-requests › collaborating-with-pull-requests › proposing-changes-to-your-work-with-pull-requests › about-pull-requests',
      title: 'About pull requests - GitHub Docs',
      description:
        'Pull requests let you tell others about changes you have pushed to a branch in a repository on GitHub. Once a pull request is opened, you can discuss and…',
    });
    expect([...preview.description].length).toBeLessThanOrEqual(GOOGLE_RESULT.descriptionMax);
    expect(searchPreview({ ...META_DEFAULTS, siteName: ' Ada ', url: 'https://ada.dev' }).site).toBe('Ada');
  });
});

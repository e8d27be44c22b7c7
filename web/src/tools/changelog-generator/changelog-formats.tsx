import { CHANGELOG_STYLE_LABELS, type ChangelogStyle } from '@toolbox/core/tools/changelog-generator';
import { RadioCard } from '../../components/radio-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

const FORMATS: { style: ChangelogStyle; text: string }[] = [
  {
    style: 'keep-a-changelog',
    text: 'A CHANGELOG.md: sections Added, Changed, Deprecated, Removed, Fixed and Security under each version, breaking changes first.',
  },
  {
    style: 'github',
    text: "A release's notes: \u201cWhat's Changed\u201d with one list per category, breaking changes first; the version is the release title.",
  },
  {
    style: 'angular',
    text: 'conventional-changelog\u2019s Angular preset: version and date heading, BREAKING CHANGES, then Bug Fixes, Features\u2026 by commit type.',
  },
];

/** The spec's card of changelog styles, made a choice: the Markdown output takes the style chosen here. */
export function ChangelogFormats({
  style,
  onStyleChange,
}: {
  style: ChangelogStyle;
  onStyleChange: (style: ChangelogStyle) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Changelog Formats</CardTitle>
        <CardDescription>
          Choose the shape of the Markdown output. Entries may be plain text or Conventional Commits such as{' '}
          <code>fix(cli): handle empty input</code>: the type picks the section, the scope is shown in bold,
          and a <code>!</code> marks a breaking change.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="sr-only">Changelog style</legend>
          {FORMATS.map((format) => (
            <RadioCard
              key={format.style}
              name="changelog-style"
              value={format.style}
              checked={style === format.style}
              onSelect={() => onStyleChange(format.style)}
              title={CHANGELOG_STYLE_LABELS[format.style]}
            >
              <span className="text-sm text-muted-foreground">{format.text}</span>
            </RadioCard>
          ))}
        </fieldset>
        <p className="text-sm text-muted-foreground">
          From commits instead of entries: in a repository, <code>toolbox changelog</code> reads the
          Conventional Commits since the last release tag on your machine and writes the same{' '}
          {CHANGELOG_STYLE_LABELS['keep-a-changelog']} file;{' '}
          <code>toolbox changelog -o CHANGELOG.md --prepend</code> adds the new release to an existing one.
          The changelog here comes from the entries above; the Release Plan below reads a pasted git log.
        </p>
      </CardContent>
    </Card>
  );
}

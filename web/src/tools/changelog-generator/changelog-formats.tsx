import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

const FORMATS = [
  {
    title: 'Keep a Changelog',
    text: 'Sections Added, Changed, Deprecated, Removed, Fixed and Security under each version, newest first.',
  },
  {
    title: 'GitHub Style',
    text: 'Release notes grouped by pull request, with contributors and compare links.',
  },
  {
    title: 'Angular Style',
    text: 'Generated from Conventional Commits: Features, Bug Fixes and Breaking Changes.',
  },
];

/** The spec's reference card of changelog styles. */
export function ChangelogFormats() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Changelog Formats</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-3">
        {FORMATS.map((format) => (
          <div key={format.title} className="grid gap-1">
            <p className="text-sm font-medium">{format.title}</p>
            <p className="text-sm text-muted-foreground">{format.text}</p>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

import { COMMIT_TYPES } from '@toolbox/core/tools/commit-message-assistant';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

/** The reference card under the form: every commit type with its emoji and meaning. */
export function CommitTypeReference() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Commit Type Reference</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {COMMIT_TYPES.map((entry) => (
            <li key={entry.type} className="flex items-start gap-2 text-sm">
              <span aria-hidden="true">{entry.emoji}</span>
              <span>
                <code className="font-mono font-medium">{entry.type}</code>
                <span className="text-muted-foreground"> — {entry.description}</span>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

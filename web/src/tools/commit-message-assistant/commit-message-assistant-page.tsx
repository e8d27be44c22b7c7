import {
  COMMIT_FORMATS,
  COMMIT_SCOPES,
  COMMIT_TYPES,
  type CommitFormat,
  describeToCommit,
  FORMAT_LABELS,
  formatAllCommitMessages,
  parseIssues,
} from '@toolbox/core/tools/commit-message-assistant';
import { GitCommitHorizontal, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Checkbox } from '../../components/checkbox';
import { CopyButton } from '../../components/copy-button';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { OutputPanel } from '../../components/output-panel';
import { Pane, ToolPage } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Input, NativeSelect, Textarea } from '../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';

const NO_SCOPE = '';

export default function CommitMessageAssistantPage() {
  const [freeText, setFreeText] = useState('');
  const [type, setType] = useState<string>('feat');
  const [scope, setScope] = useState(NO_SCOPE);
  const [description, setDescription] = useState('');
  const [body, setBody] = useState('');
  const [issues, setIssues] = useState('');
  const [breaking, setBreaking] = useState(false);

  // Every field, Related Issues included, regenerates the three formats (DECISIONS.md).
  const messages = useMemo(
    () =>
      formatAllCommitMessages({
        type,
        scope: scope || undefined,
        description,
        body,
        breaking,
        issues: parseIssues(issues),
      }),
    [type, scope, description, body, breaking, issues],
  );

  function autoGenerate() {
    const described = describeToCommit(freeText);
    if (!described) return;
    setType(described.type);
    setScope(described.scope ?? NO_SCOPE);
    setDescription(described.description);
    toast.success('Messages Generated!', { description: 'Commit messages generated in all formats.' });
  }

  const input = (
    <Pane title="Describe your change" description="Write it in your own words, or fill in the fields.">
      <Field label="What did you change?">
        <Textarea
          value={freeText}
          onChange={(event) => setFreeText(event.target.value)}
          placeholder="e.g. Fixed the login bug in auth when the token expires"
          rows={3}
        />
      </Field>
      <Button
        variant="secondary"
        onClick={autoGenerate}
        disabled={!freeText.trim()}
        className="justify-self-start"
      >
        <Sparkles aria-hidden="true" />
        Auto-Generate from Description
      </Button>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Type">
          <NativeSelect value={type} onChange={(event) => setType(event.target.value)}>
            {COMMIT_TYPES.map((entry) => (
              <option key={entry.type} value={entry.type}>
                {entry.emoji} {entry.type}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Scope">
          <NativeSelect value={scope} onChange={(event) => setScope(event.target.value)}>
            <option value={NO_SCOPE}>No scope</option>
            {COMMIT_SCOPES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field label="Short Description">
        <Input
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder="add login form"
        />
      </Field>
      <Field label="Body (optional)">
        <Textarea value={body} onChange={(event) => setBody(event.target.value)} rows={3} />
      </Field>
      <Field label="Related Issues" hint="Comma-separated, e.g. 12, 34">
        <Input value={issues} onChange={(event) => setIssues(event.target.value)} placeholder="12, 34" />
      </Field>
      <Checkbox label="Breaking Change" checked={breaking} onCheckedChange={setBreaking} />
    </Pane>
  );

  const output = (
    <Pane title="Commit messages">
      {messages ? (
        <Tabs defaultValue="conventional">
          <TabsList>
            {COMMIT_FORMATS.map((format) => (
              <TabsTrigger key={format} value={format}>
                {FORMAT_LABELS[format]}
              </TabsTrigger>
            ))}
          </TabsList>
          {COMMIT_FORMATS.map((format: CommitFormat) => (
            <TabsContent key={format} value={format} className="grid gap-3">
              <OutputPanel
                value={messages[format]}
                label={`${FORMAT_LABELS[format]} commit message`}
                actions={
                  <CopyButton
                    value={messages[format]}
                    successDescription={`${FORMAT_LABELS[format]} commit message copied to clipboard.`}
                  />
                }
              />
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        <EmptyState icon={GitCommitHorizontal}>Describe your changes to generate commit messages.</EmptyState>
      )}
    </Pane>
  );

  return (
    <ToolPage toolId="commit-message-assistant" onRun={autoGenerate} input={input} output={output}>
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
    </ToolPage>
  );
}

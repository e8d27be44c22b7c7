import { ToolInputError } from '@toolbox/core/errors';
import {
  type BumpType,
  ENTRY_DEFAULTS,
  type EntryChangelogResult,
  generateEntryChangelog,
} from '@toolbox/core/tools/changelog-generator';
import { Plus, ScrollText, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Input, NativeSelect } from '../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';

const clock = { now: () => new Date() };

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

interface Entry {
  id: number;
  text: string;
}

export default function ChangelogGeneratorPage() {
  const [projectName, setProjectName] = useState(ENTRY_DEFAULTS.projectName);
  const [currentVersion, setCurrentVersion] = useState(ENTRY_DEFAULTS.currentVersion);
  const [changeType, setChangeType] = useState<BumpType>(ENTRY_DEFAULTS.changeType);
  const [unreleased, setUnreleased] = useState(false);
  const nextId = useRef(1);
  const [entries, setEntries] = useState<Entry[]>([{ id: 0, text: '' }]);
  const [result, setResult] = useState<EntryChangelogResult | null>(null);

  function generate() {
    try {
      const generated = generateEntryChangelog(
        { projectName, currentVersion, changeType, unreleased, entries: entries.map((entry) => entry.text) },
        clock,
      );
      setResult(generated);
      toast.success('Changelog Generated!', {
        description: 'Your changelog has been generated in both Markdown and JSON formats.',
      });
    } catch (error) {
      if (error instanceof ToolInputError) toast.error(error.title, { description: error.message });
      else throw error;
    }
  }

  const markdown = result?.markdown ?? '';
  const json = result ? JSON.stringify(result.json, null, 2) : '';
  const outputs = [
    {
      id: 'markdown',
      tab: 'Markdown',
      label: 'Keep a Changelog Format',
      name: 'Markdown',
      text: markdown,
      file: 'CHANGELOG.md',
      mime: 'text/markdown',
      ext: 'MD',
    },
    {
      id: 'json',
      tab: 'JSON',
      label: 'Structured Data',
      name: 'JSON',
      text: json,
      file: 'CHANGELOG.json',
      mime: 'application/json',
      ext: 'JSON',
    },
  ];

  const input = (
    <Pane title="Project">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Project Name">
          <Input value={projectName} onChange={(event) => setProjectName(event.target.value)} />
        </Field>
        <Field label="Current Version">
          <Input value={currentVersion} onChange={(event) => setCurrentVersion(event.target.value)} />
        </Field>
      </div>
      <Field label="Version Bump Type">
        <NativeSelect value={changeType} onChange={(event) => setChangeType(event.target.value as BumpType)}>
          <option value="patch">Patch</option>
          <option value="minor">Minor</option>
          <option value="major">Major</option>
        </NativeSelect>
      </Field>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={unreleased}
          onChange={(event) => setUnreleased(event.target.checked)}
          className="size-4 accent-primary"
        />
        Mark as Unreleased
      </label>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Change Entries</legend>
        {entries.map((entry, index) => (
          <div key={entry.id} className="flex gap-2">
            <Input
              aria-label={`Change entry ${index + 1}`}
              value={entry.text}
              placeholder="e.g. Added dark mode"
              onChange={(event) =>
                setEntries((list) =>
                  list.map((item) => (item.id === entry.id ? { ...item, text: event.target.value } : item)),
                )
              }
            />
            {entries.length > 1 && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove entry ${index + 1}`}
                onClick={() => setEntries((list) => list.filter((item) => item.id !== entry.id))}
              >
                <X aria-hidden="true" />
              </Button>
            )}
          </div>
        ))}
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => {
            const id = nextId.current++;
            setEntries((list) => [...list, { id, text: '' }]);
          }}
        >
          <Plus aria-hidden="true" />
          Add Entry
        </Button>
      </fieldset>
      <RunButton onClick={generate} className="justify-self-start">
        Generate Changelog
      </RunButton>
    </Pane>
  );

  const output = (
    <Pane title="Changelog">
      {result ? (
        <Tabs defaultValue="markdown">
          <TabsList>
            {outputs.map((item) => (
              <TabsTrigger key={item.id} value={item.id}>
                {item.tab}
              </TabsTrigger>
            ))}
          </TabsList>
          {outputs.map((item) => (
            <TabsContent key={item.id} value={item.id} className="grid gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-muted-foreground">{item.label}</p>
                <div className="flex gap-2">
                  <CopyButton
                    value={item.text}
                    successDescription={`${item.name} changelog copied to clipboard.`}
                  />
                  <DownloadButton
                    files={() => ({ name: item.file, mime: item.mime, data: item.text })}
                    successTitle="Downloaded!"
                    successDescription={`Changelog downloaded as ${item.ext}.`}
                  />
                </div>
              </div>
              <section aria-label={item.label}>
                <pre className="max-h-[32rem] overflow-auto rounded-md border bg-muted/50 p-4 font-mono text-[0.8125rem] leading-relaxed whitespace-pre-wrap break-words">
                  <code>{item.text}</code>
                </pre>
              </section>
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        <EmptyState icon={ScrollText}>
          Configure your project and add changes to generate a changelog.
        </EmptyState>
      )}
    </Pane>
  );

  return (
    <ToolPage toolId="changelog-generator" onRun={generate} input={input} output={output}>
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
    </ToolPage>
  );
}

import {
  type BumpType,
  CHANGELOG_STYLE_LABELS,
  CHANGELOG_STYLES,
  type ChangelogStyle,
  ENTRY_DEFAULTS,
  type EntryChangelogResult,
  generateEntryChangelog,
  runEntryForm,
  SKIPPED_RULE,
} from '@toolbox/core/tools/changelog-generator';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useBind } from '../../components/bind-value';
import { Checkbox } from '../../components/checkbox';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { OutputPanel } from '../../components/output-panel';
import { SelectField } from '../../components/select-field';
import { ShareLinkButton } from '../../components/share-link-button';
import { TextField, useField } from '../../components/text-field';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useStoredForm } from '../../components/use-stored-state';
import { useToolAction } from '../../components/use-tool-action';
import { ChangeEntries, type Entry } from './change-entries';
import { ChangelogFormats } from './changelog-formats';
import { ReleasePlanCard } from './release-plan-card';

const clock = { now: () => new Date() };

const BUMP_TYPES: readonly BumpType[] = ['patch', 'minor', 'major'];
const BUMP_LABELS: Record<BumpType, string> = { patch: 'Patch', minor: 'Minor', major: 'Major' };
const DEFAULTS = {
  projectName: ENTRY_DEFAULTS.projectName,
  currentVersion: ENTRY_DEFAULTS.currentVersion,
  changeType: ENTRY_DEFAULTS.changeType,
  unreleased: false,
  style: 'keep-a-changelog' as ChangelogStyle,
  entries: [{ id: 0, text: '' }] as Entry[],
};

/** The Markdown tab in each style: its label (the spec's for Keep a Changelog) and download name. */
const STYLE_OUTPUT: Record<ChangelogStyle, { label: string; file: string }> = {
  'keep-a-changelog': { label: `${CHANGELOG_STYLE_LABELS['keep-a-changelog']} Format`, file: 'CHANGELOG.md' },
  github: { label: `${CHANGELOG_STYLE_LABELS.github} Format`, file: 'RELEASE_NOTES.md' },
  angular: { label: `${CHANGELOG_STYLE_LABELS.angular} Format`, file: 'CHANGELOG.md' },
};

const isEntry = (value: unknown): value is Entry =>
  typeof (value as Entry | null)?.id === 'number' && typeof (value as Entry).text === 'string';

/** A stored list is only checked for being an array: entries of another shape are dropped. */
function entriesOf(list: readonly unknown[]): Entry[] {
  const kept = list.filter(isEntry);
  return kept.length > 0 ? kept : DEFAULTS.entries;
}

export default function ChangelogGeneratorPage() {
  const [form, update, setForm] = useStoredForm('changelog-generator', 'form', DEFAULTS, {
    changeType: BUMP_TYPES,
    style: CHANGELOG_STYLES,
  });
  const { projectName, currentVersion, changeType, unreleased, style } = form;
  const field = useField(form, update);
  const bind = useBind(form, update);
  const entries = entriesOf(form.entries);
  const setEntries = (change: (list: Entry[]) => Entry[]) =>
    setForm((current) => ({ ...current, entries: change(entriesOf(current.entries)) }));
  const [result, setResult] = useState<EntryChangelogResult | null>(null);
  const formOf = (pasted?: string) =>
    runEntryForm({ currentVersion, entries: entries.map((entry) => entry.text), pasted });
  const { versions, suggested } = formOf();

  const action = useToolAction(
    () =>
      generateEntryChangelog(
        { projectName, currentVersion, changeType, unreleased, entries: entries.map((entry) => entry.text) },
        clock,
      ),
    {
      success: {
        title: 'Changelog Generated!',
        description: 'Your changelog has been generated in both Markdown and JSON formats.',
      },
      failure: { title: 'Error', description: 'Failed to generate changelog. Please try again.' },
    },
  );

  async function generate() {
    const generated = await action.run();
    if (generated) setResult(generated);
  }

  // The style applies to the release generated: choosing another one re-renders it, no Generate needed.
  const markdown = result ? result.styles[style] : '';
  const json = result ? JSON.stringify(result.json, null, 2) : '';
  const outputs = [
    {
      id: 'markdown',
      tab: 'Markdown',
      label: STYLE_OUTPUT[style].label,
      name: 'Markdown',
      text: markdown,
      file: STYLE_OUTPUT[style].file,
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
        <TextField label="Project Name" {...field('projectName')} />
        <TextField label="Current Version" {...field('currentVersion')} />
      </div>
      <SelectField
        label="Version Bump Type"
        options={BUMP_TYPES}
        // Each choice shows the version it produces, so the bump and the release never disagree.
        labels={Object.fromEntries(
          BUMP_TYPES.map((type) => [type, `${BUMP_LABELS[type]} (${versions[type]})`]),
        )}
        hint={
          suggested && suggested !== changeType
            ? `Your entries call for a ${suggested} release (${versions[suggested]}), as toolbox changelog would pick.`
            : undefined
        }
        {...bind('changeType')}
      />
      {suggested && suggested !== changeType && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => update('changeType', suggested)}
        >
          Use {BUMP_LABELS[suggested]}
        </Button>
      )}
      <Checkbox
        label="Mark as Unreleased"
        checked={unreleased}
        onCheckedChange={(on) => update('unreleased', on)}
      />
      <ChangeEntries
        entries={entries}
        setEntries={setEntries}
        pastedEntries={(text) => formOf(text).pastedEntries}
      />
      <RunButton busy={action.busy} onClick={generate} className="justify-self-start">
        Generate Changelog
      </RunButton>
    </Pane>
  );

  const output = (
    <Pane
      title="Changelog"
      actions={
        result && (
          <ShareLinkButton
            item={() => ({
              kind: 'snapshot',
              tool_id: 'changelog-generator',
              title: `${form.projectName.trim() || 'Changelog'} ${versions[changeType]}`,
              snapshot: { text: markdown, label: STYLE_OUTPUT[style].label },
              expires_in: null,
            })}
          />
        )
      }
    >
      {result && result.skipped.length > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="changelog-skipped">
          {result.skipped.length === 1 ? '1 entry' : `${result.skipped.length} entries`} {SKIPPED_RULE}:{' '}
          {result.skipped.join('; ')}
        </p>
      )}
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
              <p className="text-sm text-muted-foreground">{item.label}</p>
              <OutputPanel
                value={item.text}
                label={item.label}
                actions={
                  <>
                    <CopyButton
                      value={item.text}
                      successDescription={`${item.name} changelog copied to clipboard.`}
                    />
                    <DownloadButton
                      files={() => ({ name: item.file, mime: item.mime, data: item.text })}
                      successTitle="Downloaded!"
                      successDescription={`Changelog downloaded as ${item.ext}.`}
                    />
                  </>
                }
              />
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
      <ChangelogFormats style={style} onStyleChange={(next) => update('style', next)} />
      <ReleasePlanCard />
    </ToolPage>
  );
}

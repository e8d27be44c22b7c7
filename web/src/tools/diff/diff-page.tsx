import { stringifyJson } from '@toolbox/core/json/lossless';
import type { JsonDiff, TextDiff } from '@toolbox/core/tools/diff';
import { ArrowUpDown, GitCompare } from 'lucide-react';
import { useState } from 'react';
import { useBind } from '../../components/bind-value';
import { CodeField } from '../../components/code-field';
import { EmptyState } from '../../components/empty-state';
import { OutputPanel } from '../../components/output-panel';
import { SelectField } from '../../components/select-field';
import { ShareSecurely } from '../../components/share-securely';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useStoredForm } from '../../components/use-stored-state';
import { useToolAction } from '../../components/use-tool-action';
import { JsonChanges } from './json-changes';
import { SideBySide } from './side-by-side';

const MODES = ['text', 'json'] as const;
const CONTEXTS = ['3', '10', 'all'] as const;
const DEFAULTS = {
  a: 'export function greet(name) {\n  const greeting = "Hello, " + name;\n  console.log(greeting);\n  return greeting;\n}\n',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is TypeScript with a template literal
  b: 'export function greet(name: string): string {\n  const greeting = `Hello, ${name}!`;\n  return greeting;\n}\n',
  mode: 'text' as (typeof MODES)[number],
  context: '3' as (typeof CONTEXTS)[number],
};
const CHOICES = { mode: MODES, context: CONTEXTS };
const NAMES = { aName: 'Original', bName: 'Changed' };

type Result = { mode: 'text'; text: TextDiff } | { mode: 'json'; text: TextDiff; json: JsonDiff };

function summary(result: Result): string {
  if (result.mode === 'json') {
    const count = result.json.changes.length;
    if (count === 0) return 'The two documents hold the same values (key order aside).';
    return `${count} ${count === 1 ? 'change' : 'changes'}; the patch turns the original into the changed document.`;
  }
  const { identical, added, removed, coarse } = result.text;
  if (identical) return 'The two texts are identical.';
  const counts = `${added} ${added === 1 ? 'line' : 'lines'} added, ${removed} removed`;
  return coarse ? `${counts}. Too many moved lines to pair: the changed middle is one block.` : `${counts}.`;
}

export default function DiffPage() {
  const [form, update, setForm] = useStoredForm('diff', 'form', DEFAULTS, CHOICES);
  const bind = useBind(form, update);
  const [result, setResult] = useState<Result | null>(null);
  // The diff library loads with the first comparison, not with the page.
  const action = useToolAction(
    async (): Promise<Result> => {
      const { runJsonDiff, runTextDiff } = await import('@toolbox/core/tools/diff');
      const context = form.context === 'all' ? Number.POSITIVE_INFINITY : Number(form.context);
      if (form.mode === 'json') {
        const json = runJsonDiff({ a: form.a, b: form.b, ...NAMES, context });
        return { mode: 'json', text: json.text, json };
      }
      return { mode: 'text', text: runTextDiff({ a: form.a, b: form.b, ...NAMES, context }) };
    },
    { failure: { title: 'Error', description: 'Failed to compare. Please try again.' } },
    { inline: { field: 'a', input: form } },
  );
  const run = async () => {
    const next = await action.run();
    if (next) setResult(next);
  };

  return (
    <ToolPage
      toolId="diff"
      onRun={run}
      layout="stacked"
      input={
        <Pane title="Texts">
          <div className="grid gap-5 lg:grid-cols-2">
            <CodeField label="Original" error={action.errorIn('a')} {...bind('a')} rows={10} />
            <CodeField label="Changed" error={action.errorIn('b')} {...bind('b')} rows={10} />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Compare as"
              options={MODES}
              labels={{ text: 'Text (line by line)', json: 'JSON (key order ignored)' }}
              {...bind('mode')}
            />
            <SelectField
              label="Unchanged lines around changes"
              options={CONTEXTS}
              labels={{ all: 'All' }}
              {...bind('context')}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <RunButton busy={action.busy} busyLabel="Comparing..." onClick={run}>
              Compare
            </RunButton>
            <Button
              variant="outline"
              onClick={() => setForm((current) => ({ ...current, a: current.b, b: current.a }))}
            >
              <ArrowUpDown aria-hidden="true" />
              Swap
            </Button>
          </div>
        </Pane>
      }
      output={
        <Pane
          title="Differences"
          description={result ? summary(result) : undefined}
          actions={
            <ShareSecurely
              content={() => result?.text.unified ?? ''}
              name="changes.diff"
              type="text/x-diff"
              disabled={!result || result.text.identical}
            />
          }
        >
          {result ? (
            <Tabs defaultValue={result.mode === 'json' ? 'changes' : 'split'} key={result.mode}>
              <TabsList>
                {result.mode === 'json' && <TabsTrigger value="changes">Changes</TabsTrigger>}
                {result.mode === 'json' && <TabsTrigger value="patch">JSON Patch</TabsTrigger>}
                <TabsTrigger value="split">Side by side</TabsTrigger>
                <TabsTrigger value="unified">Unified</TabsTrigger>
              </TabsList>
              {result.mode === 'json' && (
                <>
                  <TabsContent value="changes">
                    <JsonChanges changes={result.json.changes} />
                  </TabsContent>
                  <TabsContent value="patch">
                    <OutputPanel
                      files={[
                        {
                          name: 'patch.json',
                          mime: 'application/json-patch+json',
                          data: `${stringifyJson(result.json.patch, 2)}\n`,
                        },
                      ]}
                    />
                  </TabsContent>
                </>
              )}
              <TabsContent value="split">
                <SideBySide rows={result.text.rows} oldName={NAMES.aName} newName={NAMES.bName} />
              </TabsContent>
              <TabsContent value="unified">
                <OutputPanel
                  files={
                    result.text.identical
                      ? []
                      : [{ name: 'changes.diff', mime: 'text/x-diff', data: result.text.unified }]
                  }
                  empty={<EmptyState icon={GitCompare}>No differences.</EmptyState>}
                />
              </TabsContent>
            </Tabs>
          ) : (
            <EmptyState icon={GitCompare}>Paste two texts and press Compare.</EmptyState>
          )}
        </Pane>
      }
    />
  );
}

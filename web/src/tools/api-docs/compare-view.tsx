import { ToolInputError } from '@toolbox/core/errors';
import type { ChangeGroup, DiffLevel } from '@toolbox/core/tools/api-docs';
import { GitCompareArrows } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { FileDrop } from '../../components/file-drop';
import { formatBytes } from '../../components/file-rules';
import { PANE_GRID, Pane, RunButton } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Textarea } from '../../components/ui/input';
import { useSavedState } from '../../components/use-stored-state';
import { useToolAction } from '../../components/use-tool-action';
import { type CompareJob, type CompareResult, compareInWorker } from '../../platform/api-diff-worker-client';
import { openTextFile } from '../../platform/text-file';
import { EDITOR_LIMIT, UPLOAD_MESSAGES } from './editor-limit';
import { SpecErrors } from './spec-errors';

/** A small pair to try the view with: the second version drops an operation and tightens a parameter. */
const EXAMPLE_OLD = `openapi: 3.0.3
info: {title: Pets, version: "1.0"}
paths:
  /pets:
    get:
      operationId: listPets
      parameters: [{name: limit, in: query, schema: {type: integer, maximum: 100}}]
      responses:
        '200':
          description: The pets
          content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}}}
  /pets/{id}:
    delete: {operationId: deletePet, responses: {'204': {description: Deleted}}}
components:
  schemas:
    Pet:
      type: object
      required: [id, name]
      properties:
        id: {type: integer}
        name: {type: string}
        status: {type: string, enum: [available, sold]}
`;
const EXAMPLE_NEW = EXAMPLE_OLD.replace(
  "  /pets/{id}:\n    delete: {operationId: deletePet, responses: {'204': {description: Deleted}}}\n",
  '',
)
  .replace('version: "1.0"', 'version: "2.0"')
  .replace('{name: limit, in: query, schema', '{name: limit, in: query, required: true, schema')
  .replace('required: [id, name]', 'required: [id]')
  .replace('enum: [available, sold]', 'enum: [available, sold, pending]');

const LEVELS: Record<DiffLevel, { label: string; className: string }> = {
  ERR: { label: 'Breaking', className: 'border-destructive/50 bg-destructive/10 text-foreground' },
  WARN: { label: 'Warning', className: 'border-warning/50 bg-warning/25 text-foreground' },
  INFO: { label: 'Info', className: 'bg-muted text-muted-foreground' },
};

/** Two versions of a description and what changed between them, breaking first (`toolbox api-docs diff`). */
export function CompareView() {
  const [oldText, setOldText] = useSavedState('api-docs', 'compare-old', '');
  const [newText, setNewText] = useSavedState('api-docs', 'compare-new', '');
  const [result, setResult] = useState<CompareResult | null>(null);
  const job = useRef<CompareJob | null>(null);
  useEffect(() => () => job.current?.cancel(), []);
  const { run, busy } = useToolAction(
    async () => {
      if (oldText.trim() === '' || newText.trim() === '')
        throw new ToolInputError(
          'Give both versions: the old document and the new one.',
          'Two Documents Needed',
        );
      job.current?.cancel();
      const current = compareInWorker(oldText, newText);
      job.current = current;
      const compared = await current.promise;
      if (job.current !== current) return compared;
      setResult(compared);
      if (!compared.ok)
        throw new ToolInputError(
          `The ${compared.side} document has ${compared.errors.length} problem(s), listed below it.`,
          'Invalid OpenAPI document',
        );
      return compared;
    },
    {
      success: (compared) => ({
        title: 'Compared',
        description:
          compared.ok && compared.groups.length > 0 ? `${capital(compared.summary)}.` : 'No changes.',
      }),
      failure: { title: 'Error', description: 'Failed to compare the documents. Please try again.' },
    },
  );
  const errorsFor = (side: 'old' | 'new') =>
    result && !result.ok && result.side === side ? <SpecErrors errors={result.errors} /> : null;

  const input = (
    <Pane
      title="Two versions"
      actions={
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setOldText(EXAMPLE_OLD);
            setNewText(EXAMPLE_NEW);
          }}
        >
          Load example pair
        </Button>
      }
    >
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="grid min-w-0 gap-2">
          <DocumentInput side="Old" text={oldText} onText={setOldText} />
          {errorsFor('old')}
        </div>
        <div className="grid min-w-0 gap-2">
          <DocumentInput side="New" text={newText} onText={setNewText} />
          {errorsFor('new')}
        </div>
      </div>
      <RunButton onClick={() => void run()} busy={busy} busyLabel="Comparing…" className="justify-self-start">
        Compare
      </RunButton>
    </Pane>
  );

  const report = result?.ok ? result : null;
  const output = (
    <Pane
      title="Changes"
      description={report ? capital(report.summary) : undefined}
      actions={
        report && (
          <>
            <CopyButton
              value={report.markdown}
              label="Copy Markdown"
              successDescription="Markdown copied to clipboard."
            />
            <DownloadButton
              files={() => ({ name: 'api-changes.md', mime: 'text/markdown', data: report.markdown })}
              successTitle="Downloaded"
              successDescription="api-changes.md has been downloaded."
            >
              Download Markdown
            </DownloadButton>
          </>
        )
      }
    >
      {report ? (
        report.groups.length > 0 ? (
          <ChangeList groups={report.groups} />
        ) : (
          <p role="status" className="text-sm">
            No changes: the two documents describe the same API.
          </p>
        )
      ) : (
        <EmptyState icon={GitCompareArrows}>
          Paste or upload two versions of an OpenAPI document to see what changed and what breaks clients.
        </EmptyState>
      )}
    </Pane>
  );

  return (
    <div className={PANE_GRID.stacked}>
      {input}
      {output}
    </div>
  );
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One version: a text box, or (over the editor limit) its name and size, and an upload. */
function DocumentInput({
  side,
  text,
  onText,
}: {
  side: 'Old' | 'New';
  text: string;
  onText(text: string): void;
}) {
  const [fileName, setFileName] = useState<string | null>(null);
  return (
    <div className="grid gap-2">
      {text.length > EDITOR_LIMIT ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-muted/40 p-3 text-sm"
        >
          <span>
            <span className="font-medium">{fileName ?? `${side} version`}</span>, {formatBytes(text.length)}:
            compared as it is.
          </span>
          <Button variant="ghost" size="sm" onClick={() => onText('')}>
            Clear
          </Button>
        </div>
      ) : (
        <Textarea
          aria-label={`${side} version (OpenAPI, JSON or YAML)`}
          placeholder={`${side} version: OpenAPI 3.0 or 3.1, or Swagger 2.0, JSON or YAML`}
          className="min-h-40 font-mono text-xs"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            onText(event.target.value);
            setFileName(null);
          }}
        />
      )}
      <FileDrop
        label={`Upload the ${side.toLowerCase()} version`}
        description=".json, .yaml or .yml"
        accept={['.json', '.yaml', '.yml']}
        maxBytes={50 * 1024 * 1024}
        messages={UPLOAD_MESSAGES}
        onFile={(file) => {
          void openTextFile(file).then((content) => {
            if (content === undefined) return;
            setFileName(file.name);
            onText(content);
          });
        }}
      />
    </div>
  );
}

/** Each operation's changes under its name, the operations with breaking changes first. */
function ChangeList({ groups }: { groups: ChangeGroup[] }) {
  return (
    <div className="grid gap-4">
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title} className="grid gap-2">
          <h3 className="font-mono text-sm font-medium break-all">
            {group.title}
            {group.operationId ? <span className="text-muted-foreground"> ({group.operationId})</span> : null}
          </h3>
          <ul className="grid gap-1.5">
            {group.changes.map((change, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a report never reorders
              <li key={i} className="flex flex-wrap items-baseline gap-2 text-sm">
                <span
                  className={cn(
                    'inline-flex shrink-0 rounded border px-1.5 py-0.5 text-xs font-medium',
                    LEVELS[change.level].className,
                  )}
                >
                  {LEVELS[change.level].label}
                </span>
                <span className="min-w-0 break-words">{change.text}</span>
                <code className="rounded bg-muted px-1 font-mono text-xs text-muted-foreground">
                  {change.id}
                </code>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

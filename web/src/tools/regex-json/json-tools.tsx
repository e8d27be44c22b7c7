import { ToolInputError } from '@toolbox/core/errors';
import {
  CSV_DELIMITERS,
  CSV_FAILED,
  type CsvDelimiter,
  JSON_INDENTS,
  JSON_INVALID,
  type JsonIndent,
} from '@toolbox/core/json';
import { Braces } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Checkbox } from '../../components/checkbox';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { OutputPanel } from '../../components/output-panel';
import { SelectField } from '../../components/select-field';
import { ShareSecurely } from '../../components/share-securely';
import { Pane } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/input';
import { useSavedState } from '../../components/use-stored-state';
import {
  JsonLocatedError,
  QUICK_JSON_CHARS,
  type RegexJsonWorker,
  WorkerSupersededError,
} from '../../platform/regex-json-worker-client';

type Action = 'format' | 'minify' | 'csv';
/** Painting megabytes of text would block the page the worker kept free; the preview shows the start. */
const INDENT_LABELS: Record<JsonIndent, string> = { '2': '2 spaces', '4': '4 spaces', tab: 'Tab' };
const DELIMITERS = Object.keys(CSV_DELIMITERS) as CsvDelimiter[];
const DELIMITER_LABELS: Record<CsvDelimiter, string> = { comma: 'Comma', semicolon: 'Semicolon', tab: 'Tab' };

const PREVIEW_CHARS = 200_000;
const SUCCESS: Record<Action, string> = {
  format: 'JSON Formatted',
  minify: 'JSON Minified',
  csv: 'Converted to CSV',
};

/**
 * Larger documents are checked when the user asks (Validate, Format): a live check would redo megabytes per key.
 * Up to this size a check is quick, so a keystroke's check never costs the worker a restart.
 */
const LIVE_CHECK_CHARS = QUICK_JSON_CHARS;
/** Typing pauses this long before the document is checked. */
const LIVE_CHECK_DELAY_MS = 250;

type Check = { valid: true } | { valid: false; message: string };

interface Output {
  text: string;
  kind: 'json' | 'csv';
}

export function JsonTools({ worker }: { worker: RegexJsonWorker }) {
  const [input, setInput] = useSavedState('regex-json', 'json', '');
  const [savedIndent, setIndent] = useSavedState('regex-json', 'indent', '2');
  const indent = JSON_INDENTS.find((choice) => choice === savedIndent) ?? '2';
  const [sortKeys, setSortKeys] = useSavedState('regex-json', 'sort-keys', false);
  const [savedDelimiter, setDelimiter] = useSavedState('regex-json', 'delimiter', 'comma');
  const delimiter = DELIMITERS.find((choice) => choice === savedDelimiter) ?? 'comma';
  const [output, setOutput] = useState<Output | null>(null);
  const [busy, setBusy] = useState(false);
  const editor = useRef<HTMLTextAreaElement>(null);
  // Validation as you type, shown under the editor with line and column (not only a toast that goes away).
  const [check, setCheck] = useState<Check | null>(null);
  const liveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(liveTimer.current);
    setCheck(null);
    if (!input.trim() || input.length > LIVE_CHECK_CHARS) return;
    liveTimer.current = setTimeout(() => {
      worker.run({ kind: 'validate', text: input }).then(
        (answer) => {
          if (answer.kind === 'valid') setCheck({ valid: true });
          else if (answer.kind === 'input-error') setCheck({ valid: false, message: answer.error.message });
        },
        () => {
          // Superseded by Format, Minify or the next keystroke: that one answers.
        },
      );
    }, LIVE_CHECK_DELAY_MS);
    return () => clearTimeout(liveTimer.current);
  }, [input, worker]);

  /** Puts the editor's cursor where the parser stopped. */
  function showError(error: unknown, fallbackTitle: string, fallback: string) {
    if (error instanceof WorkerSupersededError) return;
    if (error instanceof JsonLocatedError && editor.current) {
      editor.current.focus();
      editor.current.setSelectionRange(error.location.offset, error.location.offset);
    }
    if (error instanceof JsonLocatedError) setCheck({ valid: false, message: error.message });
    if (error instanceof ToolInputError) toast.error(error.title, { description: error.message });
    else toast.error(fallbackTitle, { description: fallback });
  }

  async function convert(action: Action) {
    clearTimeout(liveTimer.current);
    setBusy(true);
    try {
      const job =
        action === 'format'
          ? ({ kind: 'format', text: input, options: { indent, sortKeys } } as const)
          : action === 'minify'
            ? ({ kind: 'minify', text: input } as const)
            : ({ kind: 'csv', text: input, delimiter } as const);
      const text = await worker.text(job);
      setOutput({ text, kind: action === 'csv' ? 'csv' : 'json' });
      toast.success(SUCCESS[action]);
    } catch (error) {
      if (action === 'csv') showError(error, 'Conversion Failed', CSV_FAILED);
      else showError(error, 'Invalid JSON', JSON_INVALID);
    } finally {
      setBusy(false);
    }
  }

  async function validate() {
    clearTimeout(liveTimer.current);
    setBusy(true);
    try {
      const answer = await worker.run({ kind: 'validate', text: input });
      if (answer.kind === 'valid') {
        setCheck({ valid: true });
        toast.success('Valid JSON');
      } else await worker.text({ kind: 'validate', text: input });
    } catch (error) {
      showError(error, 'Invalid JSON', JSON_INVALID);
    } finally {
      setBusy(false);
    }
  }

  const file =
    output?.kind === 'csv'
      ? { name: 'data.csv', mime: 'text/csv' }
      : { name: 'data.json', mime: 'application/json' };
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Pane
        title="JSON Input"
        actions={<ShareSecurely content={() => input} name="data.json" disabled={input.trim() === ''} />}
      >
        <Field
          label="JSON"
          error={check?.valid === false ? check.message : undefined}
          hint={check?.valid ? 'Valid JSON' : undefined}
        >
          <Textarea
            ref={editor}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            className="min-h-72 font-mono"
            spellCheck={false}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Indent"
            value={indent}
            options={JSON_INDENTS}
            labels={INDENT_LABELS}
            onChange={(value) => setIndent(value)}
          />
          <SelectField
            label="CSV delimiter"
            value={delimiter}
            options={DELIMITERS}
            labels={DELIMITER_LABELS}
            onChange={(value) => setDelimiter(value)}
          />
          <Checkbox
            className="self-end pb-2"
            checked={sortKeys}
            onCheckedChange={setSortKeys}
            label="Sort keys"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button disabled={busy} onClick={() => convert('format')}>
            Format
          </Button>
          <Button disabled={busy} variant="outline" onClick={() => convert('minify')}>
            Minify
          </Button>
          <Button disabled={busy} variant="outline" onClick={validate}>
            Validate
          </Button>
          <Button disabled={busy} variant="outline" onClick={() => convert('csv')}>
            To CSV
          </Button>
        </div>
      </Pane>
      <Pane title="Output">
        {output && output.text.length > PREVIEW_CHARS && (
          <p role="note" className="text-sm text-muted-foreground">
            Showing the first {PREVIEW_CHARS / 1000} KB of {(output.text.length / 1_000_000).toFixed(1)} MB;
            Copy and Download give the whole document.
          </p>
        )}
        <OutputPanel
          value={output ? output.text.slice(0, PREVIEW_CHARS) : ''}
          label="JSON output"
          empty={<EmptyState icon={Braces}>Format, minify or convert JSON to see it here.</EmptyState>}
          actions={
            output && (
              <>
                <CopyButton value={output.text} />
                <DownloadButton files={() => ({ ...file, data: output.text })} />
              </>
            )
          }
        />
      </Pane>
    </div>
  );
}

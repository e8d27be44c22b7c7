import { ToolInputError } from '@toolbox/core/errors';
import type { OutputFile } from '@toolbox/core/ports';
import {
  JSON_QUERY_LIMITS,
  JSON_QUERY_MESSAGES,
  type JsonQueryLanguage,
  type JsonQueryLiveResult,
  runJsonQueryText,
} from '@toolbox/core/tools/json-query';
import { FileText } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { OutputPanel } from '../../components/output-panel';
import { SelectField } from '../../components/select-field';
import { bindText, TextAreaField } from '../../components/text-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { useSavedState } from '../../components/use-stored-state';
import {
  JsonQueryWorker,
  WorkerSupersededError,
  WorkerTimeoutError,
} from '../../platform/json-query-worker-client';
import { JsonDocumentView } from './json-document-view';

const LANGUAGES: readonly JsonQueryLanguage[] = ['jsonpath', 'jq'];
const LANGUAGE_LABELS = { jsonpath: 'JSONPath (RFC 9535)', jq: 'jq' } as const;
/** The query runs this long after the last keystroke. */
const DEBOUNCE_MS = 250;

type Outcome =
  | { kind: 'result'; live: JsonQueryLiveResult; file: OutputFile }
  | { kind: 'error'; message: string; field: string | undefined }
  | { kind: 'timeout' };

function useJsonQueryWorker(): JsonQueryWorker {
  const [worker] = useState(() => new JsonQueryWorker());
  useEffect(() => () => worker.dispose(), [worker]);
  return worker;
}

export default function JsonQueryPage() {
  const [language, setLanguage] = useSavedState<JsonQueryLanguage>('json-query', 'language', 'jsonpath');
  const [filter, setFilter] = useSavedState('json-query', 'filter', '$');
  const [text, setText] = useSavedState('json-query', 'document', '');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [running, setRunning] = useState(false);
  const worker = useJsonQueryWorker();
  const chosen = LANGUAGES.find((option) => option === language) ?? 'jsonpath';

  const run = useCallback(async () => {
    if (text.trim() === '') {
      setOutcome(null);
      return;
    }
    setRunning(true);
    try {
      const live = await worker.live(
        { language: chosen, filter, document: text },
        JSON_QUERY_LIMITS.seconds * 1000,
      );
      const file = { name: 'results.txt', mime: 'text/plain', data: runJsonQueryText(live.result) };
      setOutcome({ kind: 'result', live, file });
    } catch (error) {
      if (error instanceof WorkerSupersededError) return;
      if (error instanceof WorkerTimeoutError) setOutcome({ kind: 'timeout' });
      else if (error instanceof ToolInputError)
        setOutcome({ kind: 'error', message: error.message, field: error.field });
      else setOutcome({ kind: 'error', message: String(error), field: undefined });
    }
    setRunning(false);
  }, [worker, chosen, filter, text]);

  useEffect(() => {
    const timer = setTimeout(run, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [run]);

  const fieldError = (field: string) =>
    outcome?.kind === 'error' && outcome.field === field ? outcome.message : undefined;
  const live = outcome?.kind === 'result' ? outcome.live : null;
  const count = live?.result.values.length ?? 0;

  return (
    <ToolPage
      toolId="json-query"
      onRun={run}
      input={
        <Pane title="Input">
          <SelectField
            label="Language"
            value={chosen}
            options={LANGUAGES}
            labels={LANGUAGE_LABELS}
            onChange={setLanguage}
          />
          <TextAreaField
            label="Query or filter"
            hint="Runs as you type"
            {...bindText(filter, setFilter)}
            error={fieldError('filter')}
            rows={2}
            className="font-mono"
            spellCheck={false}
          />
          <TextAreaField
            label="JSON document"
            {...bindText(text, setText)}
            error={fieldError('document')}
            rows={10}
            className="font-mono"
            spellCheck={false}
          />
        </Pane>
      }
      output={
        <Pane title="Output">
          <div aria-live="polite" className="grid gap-4">
            {outcome?.kind === 'timeout' && (
              <p role="alert" className="text-sm text-error">
                {JSON_QUERY_MESSAGES.timedOut}
              </p>
            )}
            {outcome?.kind === 'error' && outcome.field === undefined && (
              <p role="alert" className="text-sm text-error">
                {outcome.message}
              </p>
            )}
            {live && (
              <p className="text-sm text-muted-foreground">
                {count === 1 ? '1 result' : `${count} results`}
                {running ? ' (updating…)' : ''}
              </p>
            )}
          </div>
          <OutputPanel
            files={outcome?.kind === 'result' ? [outcome.file] : []}
            empty={
              <EmptyState icon={FileText}>Paste a JSON document: the results follow as you type.</EmptyState>
            }
          />
          {live && <JsonDocumentView lines={live.lines} notes={live.notes} />}
        </Pane>
      }
    />
  );
}

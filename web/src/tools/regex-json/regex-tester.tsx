import {
  DEFAULT_REGEX_FLAGS,
  INVALID_REGEX,
  REGEX_FLAGS,
  REGEX_PRESET_NAMES,
  REGEX_PRESETS,
  REGEX_TIMEOUT_MS,
  type RegexPresetName,
  type RegexResult,
} from '@toolbox/core/tools/regex-json';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CopyButton } from '../../components/copy-button';
import { Field } from '../../components/field';
import { bindText, TextAreaField, TextField } from '../../components/text-field';
import { Pane, RunButton } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/input';
import { useSavedState } from '../../components/use-stored-state';
import {
  type RegexJsonWorker,
  WorkerSupersededError,
  WorkerTimeoutError,
} from '../../platform/regex-json-worker-client';
import { RegexResultView } from './regex-result-view';

const FLAG_TITLES: Record<string, string> = {
  d: 'indices',
  g: 'global',
  i: 'ignore case',
  m: 'multiline',
  s: 'dot all',
  u: 'unicode',
  v: 'unicode sets',
  y: 'sticky',
};

type Outcome =
  | { kind: 'result'; result: RegexResult }
  | { kind: 'timeout'; ms: number }
  | { kind: 'running' };

export function RegexTester({ worker }: { worker: RegexJsonWorker }) {
  const [pattern, setPattern] = useSavedState('regex-json', 'pattern', '');
  const [flags, setFlags] = useSavedState<string>('regex-json', 'flags', DEFAULT_REGEX_FLAGS);
  const [text, setText] = useSavedState('regex-json', 'text', '');
  const [replacement, setReplacement] = useSavedState('regex-json', 'replacement', '');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const live = useRef(false);

  const test = useCallback(async () => {
    live.current = true;
    setOutcome((current) => current ?? { kind: 'running' });
    try {
      const answer = await worker.run(
        { kind: 'regex', request: { pattern, flags, text, replacement: replacement || undefined } },
        REGEX_TIMEOUT_MS,
      );
      if (answer.kind === 'regex') setOutcome({ kind: 'result', result: answer.result });
      else setOutcome({ kind: 'result', result: { isValid: false, error: INVALID_REGEX } });
    } catch (error) {
      if (error instanceof WorkerSupersededError) return;
      if (error instanceof WorkerTimeoutError) setOutcome({ kind: 'timeout', ms: error.ms });
      else setOutcome({ kind: 'result', result: { isValid: false, error: INVALID_REGEX } });
    }
  }, [worker, pattern, flags, text, replacement]);

  // The spec: empty until Test; after that, the result follows every edit.
  useEffect(() => {
    if (!live.current) return;
    const timer = setTimeout(test, 150);
    return () => clearTimeout(timer);
  }, [test]);

  function toggleFlag(flag: string, on: boolean) {
    setFlags(REGEX_FLAGS.filter((f) => (f === flag ? on : flags.includes(f))).join(''));
  }

  function applyPreset(name: RegexPresetName) {
    setPattern(REGEX_PRESETS[name].pattern);
    setFlags(REGEX_PRESETS[name].flags);
    if (!text) setText(REGEX_PRESETS[name].sample);
  }

  const result = outcome?.kind === 'result' ? outcome.result : null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Pane title="Pattern">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-2 text-sm font-medium">Presets</legend>
          {REGEX_PRESET_NAMES.map((name) => (
            <Button key={name} size="sm" variant="outline" onClick={() => applyPreset(name)}>
              {REGEX_PRESETS[name].label}
            </Button>
          ))}
        </fieldset>
        <TextField
          label="Regular expression"
          {...bindText(pattern, setPattern)}
          className="font-mono"
          spellCheck={false}
          placeholder="(?<word>\w+)"
        />
        <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
          <legend className="mb-2 text-sm font-medium">Flags: /{flags}</legend>
          {REGEX_FLAGS.map((flag) => (
            <label key={flag} className="flex items-center gap-1.5 text-sm" title={FLAG_TITLES[flag]}>
              <input
                type="checkbox"
                checked={flags.includes(flag)}
                onChange={(e) => toggleFlag(flag, e.target.checked)}
                className="size-4 accent-primary"
              />
              <span className="font-mono">{flag}</span>
              <span className="sr-only">{FLAG_TITLES[flag]}</span>
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label="Test text"
          {...bindText(text, setText)}
          className="min-h-32 font-mono"
          spellCheck={false}
        />
        <TextField
          label="Replace with"
          hint="$1, $<name>, $& as String.replace takes them"
          {...bindText(replacement, setReplacement)}
          className="font-mono"
          spellCheck={false}
        />
        <RunButton onClick={test} className="justify-self-start">
          Test
        </RunButton>
      </Pane>
      <Pane
        title="Result"
        actions={
          result?.isValid && result.replaced !== undefined ? (
            <CopyButton value={result.replaced} label="Copy replaced" />
          ) : undefined
        }
      >
        {outcome === null && (
          <p className="text-sm text-muted-foreground">Enter a pattern and test text, then press Test.</p>
        )}
        {outcome?.kind === 'running' && <p className="text-sm text-muted-foreground">Testing…</p>}
        {outcome?.kind === 'timeout' && (
          <p role="alert" className="text-sm text-error">
            Timed out after {outcome.ms / 1000} s: the pattern was stopped (it may backtrack catastrophically
            on this text).
          </p>
        )}
        {result && <RegexResultView result={result} text={text} />}
        {result?.isValid && result.replaced !== undefined && (
          <Field label="Replaced text">
            <Textarea readOnly value={result.replaced} className="min-h-24 font-mono" />
          </Field>
        )}
      </Pane>
    </div>
  );
}

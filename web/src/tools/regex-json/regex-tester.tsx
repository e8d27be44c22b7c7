import {
  DEFAULT_REGEX_FLAGS,
  INVALID_REGEX,
  REGEX_FLAGS,
  REGEX_PRESET_NAMES,
  REGEX_PRESETS,
  REGEX_TIMED_OUT,
  REGEX_TIMEOUT_MS,
  type RegexPresetName,
  type RegexResult,
} from '@toolbox/core/tools/regex-json';
import { useCallback, useEffect, useState } from 'react';
import { CopyButton } from '../../components/copy-button';
import { Field } from '../../components/field';
import { bindText, TextAreaField, TextField } from '../../components/text-field';
import { Pane } from '../../components/tool-page';
import { NativeSelect, Textarea } from '../../components/ui/input';
import { useSavedState } from '../../components/use-stored-state';
import {
  type RegexJsonWorker,
  WorkerSupersededError,
  WorkerTimeoutError,
} from '../../platform/regex-json-worker-client';
import { RegexExplanationView } from './regex-explanation';
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

type Outcome = { kind: 'result'; result: RegexResult } | { kind: 'timeout' } | { kind: 'running' };

/** How long typing may pause before the pattern runs again. */
const LIVE_DELAY_MS = 150;

export function RegexTester({ worker }: { worker: RegexJsonWorker }) {
  const [pattern, setPattern] = useSavedState('regex-json', 'pattern', '');
  const [flags, setFlags] = useSavedState<string>('regex-json', 'flags', DEFAULT_REGEX_FLAGS);
  const [text, setText] = useSavedState('regex-json', 'text', '');
  const [replacement, setReplacement] = useSavedState('regex-json', 'replacement', '');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [chosen, setChosen] = useState<RegexPresetName | ''>('');

  const test = useCallback(async () => {
    setOutcome((current) => current ?? { kind: 'running' });
    try {
      // A cheap job with no limit first: a fresh worker's start (seconds on a busy machine) must not count against
      // the pattern's time limit. On a started worker it is one quick round trip.
      await worker.run({ kind: 'minify', text: '0' });
      const answer = await worker.run(
        { kind: 'regex', request: { pattern, flags, text, replacement: replacement || undefined } },
        REGEX_TIMEOUT_MS,
      );
      if (answer.kind === 'regex') setOutcome({ kind: 'result', result: answer.result });
      else setOutcome({ kind: 'result', result: { isValid: false, error: INVALID_REGEX } });
    } catch (error) {
      if (error instanceof WorkerSupersededError) return;
      if (error instanceof WorkerTimeoutError) setOutcome({ kind: 'timeout' });
      else setOutcome({ kind: 'result', result: { isValid: false, error: INVALID_REGEX } });
    }
  }, [worker, pattern, flags, text, replacement]);

  // Live as you type (issue 82, beyond the spec's "empty until Test"): each pause runs the pattern in the worker,
  // which a newer edit supersedes and the time limit stops.
  useEffect(() => {
    if (!pattern) {
      setOutcome(null);
      return;
    }
    const timer = setTimeout(test, LIVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [test, pattern]);

  function toggleFlag(flag: string, on: boolean) {
    setFlags(REGEX_FLAGS.filter((f) => (f === flag ? on : flags.includes(f))).join(''));
  }

  function applyPreset(name: RegexPresetName) {
    setChosen(name);
    setPattern(REGEX_PRESETS[name].pattern);
    setFlags(REGEX_PRESETS[name].flags);
    // The sample replaces an empty text or another pattern's sample, never text the user brought.
    const isSample = REGEX_PRESET_NAMES.some((other) => REGEX_PRESETS[other].sample === text);
    if (!text || isSample) setText(REGEX_PRESETS[name].sample);
  }

  const result = outcome?.kind === 'result' ? outcome.result : null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Pane title="Pattern">
        <Field
          label="Pattern library"
          hint={chosen ? REGEX_PRESETS[chosen].description : 'Common patterns, each with a sample text'}
        >
          <NativeSelect
            value={chosen}
            onChange={(event) => {
              const name = REGEX_PRESET_NAMES.find((preset) => preset === event.target.value);
              if (name) applyPreset(name);
            }}
          >
            <option value="" disabled>
              Choose a pattern…
            </option>
            {REGEX_PRESET_NAMES.map((name) => (
              <option key={name} value={name}>
                {REGEX_PRESETS[name].label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <TextField
          label="Regular expression"
          {...bindText(pattern, (value) => {
            setPattern(value);
            setChosen('');
          })}
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
      </Pane>
      <Pane
        title="Result"
        className="lg:row-span-2"
        actions={
          result?.isValid && result.replaced !== undefined ? (
            <CopyButton value={result.replaced} label="Copy replaced" />
          ) : undefined
        }
      >
        {outcome === null && (
          <p className="text-sm text-muted-foreground">
            Type a pattern: its matches, groups and replacement show here as you type.
          </p>
        )}
        {outcome?.kind === 'running' && <p className="text-sm text-muted-foreground">Testing…</p>}
        {outcome?.kind === 'timeout' && (
          <p role="alert" className="text-sm text-error">
            {REGEX_TIMED_OUT}
          </p>
        )}
        {result && <RegexResultView result={result} text={text} />}
        {result?.isValid && result.replaced !== undefined && (
          <Field label="Replaced text">
            <Textarea readOnly value={result.replaced} className="min-h-24 font-mono" />
          </Field>
        )}
      </Pane>
      <Pane
        title="Explanation"
        description="Each token of the pattern, as JavaScript reads it with these flags."
      >
        {pattern ? (
          <RegexExplanationView pattern={pattern} flags={flags} />
        ) : (
          <p className="text-sm text-muted-foreground">Type a pattern to see it explained token by token.</p>
        )}
      </Pane>
    </div>
  );
}

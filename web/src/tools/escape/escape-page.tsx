import { ToolInputError } from '@toolbox/core/errors';
import {
  ESCAPE_DIRECTIONS,
  ESCAPE_FORMAT_NAMES,
  ESCAPE_FORMATS,
  type EscapeDirection,
  type EscapeFormat,
  runEscape,
} from '@toolbox/core/tools/escape';
import { ArrowDownUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useBind } from '../../components/bind-value';
import { OutputPanel } from '../../components/output-panel';
import { SelectField } from '../../components/select-field';
import { TextAreaField, useField } from '../../components/text-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import type { LiveResult } from '../../components/use-live-result';
import { useStoredForm } from '../../components/use-stored-state';

const QUOTES = ['double', 'single'] as const;
const DEFAULTS = {
  text: `It's "quoted" & <tagged>\non two lines`,
  as: 'json' as EscapeFormat,
  direction: 'escape' as EscapeDirection,
  quote: 'double' as (typeof QUOTES)[number],
};
const CHOICES = { as: ESCAPE_FORMATS, direction: ESCAPE_DIRECTIONS, quote: QUOTES };

/** The text escaped or read back as it is typed (runEscape loads entity tables on demand, so it is async). */
function useEscaped(form: typeof DEFAULTS): LiveResult<string> | undefined {
  const [result, setResult] = useState<LiveResult<string>>();
  useEffect(() => {
    let current = true;
    runEscape(form).then(
      ({ text }) => current && setResult({ value: text }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ToolInputError) setResult({ error: error.message });
        // Thrown while rendering, so a bug reaches the page's error boundary rather than a lost promise.
        else
          setResult(() => {
            throw error;
          });
      },
    );
    return () => {
      current = false;
    };
  }, [form]);
  return result;
}

export default function EscapePage() {
  const [form, update, setForm] = useStoredForm('escape', 'form', DEFAULTS, CHOICES);
  const bind = useBind(form, update);
  const field = useField(form, update);
  const result = useEscaped(form);
  const escaping = form.direction === 'escape';
  // The result becomes the input, read the other way: check that a literal reads back to what was typed.
  const swap = () =>
    result?.value !== undefined &&
    setForm({ ...form, text: result.value, direction: escaping ? 'unescape' : 'escape' });

  return (
    <ToolPage
      toolId="escape"
      input={
        <Pane title="Input">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Language"
              options={ESCAPE_FORMATS}
              labels={ESCAPE_FORMAT_NAMES}
              {...bind('as')}
            />
            <SelectField
              label="Direction"
              options={ESCAPE_DIRECTIONS}
              labels={{ escape: 'Escape: text to literal', unescape: 'Unescape: literal to text' }}
              {...bind('direction')}
            />
          </div>
          {escaping && form.as === 'js' ? (
            <SelectField
              label="Quote"
              options={QUOTES}
              labels={{ double: '"double"', single: "'single'" }}
              {...bind('quote')}
            />
          ) : null}
          <TextAreaField
            label={escaping ? 'Text to escape' : 'Escaped text'}
            rows={8}
            className="font-mono"
            spellCheck={false}
            {...(result?.error ? { error: result.error } : {})}
            {...field('text')}
          />
        </Pane>
      }
      output={
        <Pane title="Result">
          <OutputPanel
            label="Result"
            value={result?.value ?? ''}
            actions={
              <Button variant="outline" size="sm" onClick={swap} disabled={result?.value === undefined}>
                <ArrowDownUp aria-hidden="true" />
                Use as input
              </Button>
            }
            empty={<p className="text-sm text-muted-foreground">Type some text to see it escaped.</p>}
          />
        </Pane>
      }
    />
  );
}

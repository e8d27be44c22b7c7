import { ToolInputError } from '@toolbox/core/errors';
import { runTextCase, runTextCount, type TextCaseResult } from '@toolbox/core/tools/text-case';
import { CaseSensitive } from 'lucide-react';
import { useMemo } from 'react';
import { Checkbox } from '../../components/checkbox';
import { EmptyState } from '../../components/empty-state';
import { TextAreaField, useField } from '../../components/text-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { ValueList } from '../../components/value-list';

const DEFAULTS = { text: 'user_id\ncreated_at', perLine: true, separateNumbers: false };

export default function TextCasePage() {
  const [form, update] = useStoredForm('text-case', 'form', DEFAULTS);
  const field = useField(form, update);
  const result = useMemo((): { ok: TextCaseResult } | { error: string } => {
    try {
      return { ok: runTextCase(form) };
    } catch (error) {
      return {
        error: error instanceof ToolInputError || error instanceof Error ? error.message : String(error),
      };
    }
  }, [form]);
  const count = useMemo(() => runTextCount(form.text.slice(0, 1_000_000)), [form.text]);

  return (
    <ToolPage
      toolId="text-case"
      input={
        <Pane title="Text">
          <TextAreaField
            label="Names or text"
            hint="A name a line (user_id, createdAt), or a whole text."
            rows={8}
            {...('error' in result ? { error: result.error } : {})}
            {...field('text')}
            spellCheck={false}
          />
          <div className="flex flex-wrap gap-4">
            <Checkbox
              label="Each line on its own"
              checked={form.perLine}
              onCheckedChange={(on) => update('perLine', on)}
            />
            <Checkbox
              label="Digits start a word (TestV2 → test_v_2)"
              checked={form.separateNumbers}
              onCheckedChange={(on) => update('separateNumbers', on)}
            />
          </div>
          <ValueList
            label="Counts"
            rows={[
              { label: 'Characters', value: String(count.characters), note: 'Unicode code points, as wc -m' },
              {
                label: 'Graphemes',
                value: String(count.graphemes),
                note: 'what a reader sees as one character',
              },
              { label: 'Words', value: String(count.words) },
              { label: 'Lines', value: String(count.lines) },
              { label: 'UTF-8 bytes', value: String(count.bytes) },
            ]}
          />
        </Pane>
      }
      output={
        <Pane title="Cases">
          {'ok' in result ? (
            <ValueList
              label="Cases"
              rows={result.ok.results.map((r) => ({ label: r.case, value: r.text }))}
            />
          ) : (
            <EmptyState icon={CaseSensitive}>Type some text on the left to see it in every case.</EmptyState>
          )}
        </Pane>
      }
    />
  );
}

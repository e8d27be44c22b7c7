import { ToolInputError } from '@toolbox/core/errors';
import { type NumberBaseField, type NumberBaseResult, runNumberBase } from '@toolbox/core/tools/number-base';
import { Binary } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState } from '../../components/empty-state';
import { TextField, useField } from '../../components/text-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { ValueList } from '../../components/value-list';

const DEFAULTS = { value: '0x1F', from: '', width: '', to: '36' };
const BASE_NAMES: Record<number, string> = { 2: 'Binary', 8: 'Octal', 10: 'Decimal', 16: 'Hex' };

/** An empty box means "decide for me" (prefix or 10, fewest bytes); anything else is read as a number by core. */
const optional = (text: string) => (text.trim() === '' ? undefined : Number(text));

export default function NumberBasePage() {
  const [form, update] = useStoredForm('number-base', 'form', DEFAULTS);
  const field = useField(form, update);
  const result = useMemo((): { ok: NumberBaseResult } | { error: string; field: NumberBaseField } => {
    try {
      const to = optional(form.to);
      return {
        ok: runNumberBase({
          value: form.value,
          from: optional(form.from),
          width: optional(form.width),
          to: to === undefined ? [] : [to],
        }),
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const named =
        error instanceof ToolInputError ? (error.field as NumberBaseField | undefined) : undefined;
      return { error: message, field: named ?? 'value' };
    }
  }, [form]);
  const errorIn = (name: NumberBaseField) =>
    'error' in result && result.field === name ? { error: result.error } : {};

  return (
    <ToolPage
      toolId="number-base"
      input={
        <Pane title="Number">
          <TextField
            label="Number"
            hint="Any size. A 0x, 0o or 0b prefix sets the base; _ and spaces between digits are ignored."
            {...errorIn('value')}
            {...field('value')}
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
          />
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField
              label="Written in base"
              hint="2 to 36; empty: prefix, else 10."
              inputMode="numeric"
              {...errorIn('from')}
              {...field('from')}
            />
            <TextField
              label="Also in base"
              hint="2 to 36."
              inputMode="numeric"
              {...errorIn('to')}
              {...field('to')}
            />
            <TextField
              label="Width in bits"
              hint="Two's complement; empty: fewest bytes."
              inputMode="numeric"
              {...errorIn('width')}
              {...field('width')}
            />
          </div>
        </Pane>
      }
      output={
        <Pane title="Converted">
          {'ok' in result ? (
            <>
              <ValueList
                label="Bases"
                rows={result.ok.bases.map(({ radix, digits }) => ({
                  label: BASE_NAMES[radix] ?? `Base ${radix}`,
                  value: digits,
                }))}
              />
              <ValueList
                label={`${result.ok.pattern.width}-bit pattern`}
                rows={[
                  { label: `${result.ok.pattern.width} bits`, value: result.ok.pattern.binary },
                  { label: 'Pattern hex', value: result.ok.pattern.hex },
                  { label: 'Unsigned', value: result.ok.pattern.unsigned },
                  { label: 'Signed', value: result.ok.pattern.signed },
                  { label: 'Big-endian', value: result.ok.bytes.bigEndian.join(' ') },
                  { label: 'Little-endian', value: result.ok.bytes.littleEndian.join(' ') },
                ]}
              />
            </>
          ) : (
            <EmptyState icon={Binary}>Fix the number on the left to see it in every base.</EmptyState>
          )}
        </Pane>
      }
    />
  );
}

import { LINES_SORTS, LINES_UNIQUE, runLines } from '@toolbox/core/tools/lines';
import { useBind } from '../../components/bind-value';
import { Checkbox } from '../../components/checkbox';
import { OutputPanel } from '../../components/output-panel';
import { SelectField } from '../../components/select-field';
import { TextAreaField, TextField, useField } from '../../components/text-field';
import { Pane } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { useLiveResult } from '../../components/use-live-result';
import { useStoredForm } from '../../components/use-stored-state';
import { systemRandom } from '../../platform/random';
import { newSeed } from './new-seed';

const DEFAULTS = {
  text: 'banana\nApple\ncherry\napple\nbanana\nfile10\nfile2',
  sort: 'natural' as (typeof LINES_SORTS)[number],
  locale: 'en',
  unique: 'all' as (typeof LINES_UNIQUE)[number],
  trim: true,
  dropBlank: true,
  lowercase: false,
  reverse: false,
  shuffle: false,
  seed: 1,
  split: '\\n',
  join: '\\n',
  prefix: '',
  suffix: '',
  listPrefix: '',
  listSuffix: '',
};
const CHOICES = { sort: LINES_SORTS, unique: LINES_UNIQUE };

const run = (form: typeof DEFAULTS) => runLines(form, systemRandom);

/** The list tools: each option a step of runLines, the result live beside the list. */
export function LinesTab() {
  const [form, update] = useStoredForm('lines', 'lines', DEFAULTS, CHOICES);
  const bind = useBind(form, update);
  const field = useField(form, update);
  const result = useLiveResult(run, form);
  const check = (name: 'trim' | 'dropBlank' | 'lowercase' | 'reverse' | 'shuffle', label: string) => (
    <Checkbox label={label} checked={form[name]} onCheckedChange={(on) => update(name, on)} />
  );

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Pane title="List">
        <TextAreaField
          label="Items, one a line"
          rows={8}
          spellCheck={false}
          className="font-mono"
          {...(result.error ? { error: result.error } : {})}
          {...field('text')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Order"
            options={LINES_SORTS}
            labels={{
              none: 'As typed',
              bytes: 'By code point (LC_ALL=C)',
              natural: 'Natural (file2 before file10)',
              locale: "A language's alphabet",
            }}
            {...bind('sort')}
          />
          <SelectField
            label="Duplicates"
            options={LINES_UNIQUE}
            labels={{ none: 'Keep', all: 'Remove (sort -u)', adjacent: 'Fold runs (uniq)' }}
            {...bind('unique')}
          />
          {form.sort === 'natural' || form.sort === 'locale' ? (
            <TextField label="Language" hint="A BCP 47 tag: en, de, sv…" {...field('locale')} />
          ) : null}
        </div>
        <div className="flex flex-wrap gap-4">
          {check('trim', 'Trim spaces')}
          {check('dropBlank', 'Drop blank lines')}
          {check('lowercase', 'Lower-case')}
          {check('reverse', 'Reverse')}
          {check('shuffle', 'Shuffle')}
          {form.shuffle ? (
            <Button variant="outline" size="sm" onClick={() => update('seed', newSeed())}>
              Shuffle again
            </Button>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Split on" hint="\n is a line break, \t a tab" {...field('split')} />
          <TextField label="Join with" hint="\n is a line break, \t a tab" {...field('join')} />
          <TextField label="Before each item" {...field('prefix')} />
          <TextField label="After each item" {...field('suffix')} />
          <TextField label="Before the list" {...field('listPrefix')} />
          <TextField label="After the list" {...field('listSuffix')} />
        </div>
      </Pane>
      <Pane title="Result">
        <OutputPanel
          label="Result"
          value={result.value?.text ?? ''}
          empty={<p className="text-sm text-muted-foreground">Type a list, one item a line.</p>}
        />
        {result.value ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {result.value.read} items read, {result.value.written} written
            {result.value.seed !== undefined ? ` (seed ${result.value.seed})` : ''}
          </p>
        ) : null}
      </Pane>
    </div>
  );
}

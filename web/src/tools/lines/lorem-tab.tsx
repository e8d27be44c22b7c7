import { LOREM_LIMITS, LOREM_UNITS, runLorem } from '@toolbox/core/tools/lines';
import { useBind } from '../../components/bind-value';
import { Checkbox } from '../../components/checkbox';
import { OutputPanel } from '../../components/output-panel';
import { SelectField } from '../../components/select-field';
import { NumberField } from '../../components/text-field';
import { Pane } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { useLiveResult } from '../../components/use-live-result';
import { useStoredForm } from '../../components/use-stored-state';
import { systemRandom } from '../../platform/random';
import { newSeed } from './new-seed';

const DEFAULTS = { unit: 'paragraphs' as (typeof LOREM_UNITS)[number], count: 3, seed: 1, classic: true };
const CHOICES = { unit: LOREM_UNITS };

const run = (form: typeof DEFAULTS) => runLorem(form, systemRandom);

/** Placeholder text from a kept seed: the same until New text draws another. */
export function LoremTab() {
  const [form, update] = useStoredForm('lines', 'lorem', DEFAULTS, CHOICES);
  const bind = useBind(form, update);
  const result = useLiveResult(run, form);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Pane title="Lorem ipsum">
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label="How many"
            min={1}
            max={LOREM_LIMITS.count}
            value={form.count}
            onValue={(count) => update('count', count)}
            {...(result.error ? { error: result.error } : {})}
          />
          <SelectField
            label="Of"
            options={LOREM_UNITS}
            labels={{ words: 'Words', sentences: 'Sentences', paragraphs: 'Paragraphs' }}
            {...bind('unit')}
          />
        </div>
        <Checkbox
          label='Start with "Lorem ipsum dolor sit amet"'
          checked={form.classic}
          onCheckedChange={(on) => update('classic', on)}
        />
        <Button variant="outline" onClick={() => update('seed', newSeed())}>
          New text
        </Button>
      </Pane>
      <Pane title="Text">
        <OutputPanel label="Placeholder text" value={result.value?.text ?? ''} />
      </Pane>
    </div>
  );
}

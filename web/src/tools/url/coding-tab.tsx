import {
  type EntityMode,
  type PercentMode,
  runEntityDecode,
  runEntityEncode,
  runPercentDecode,
  runPercentEncode,
} from '@toolbox/core/tools/url';
import { useState } from 'react';
import { useBind } from '../../components/bind-value';
import { Checkbox } from '../../components/checkbox';
import { Field } from '../../components/field';
import { OutputPanel } from '../../components/output-panel';
import { SelectField } from '../../components/select-field';
import { Pane } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/input';
import { useStoredForm } from '../../components/use-stored-state';
import { useToolAction } from '../../components/use-tool-action';

const PERCENT_MODES = ['component', 'uri'] as const;
const ENTITY_MODES = ['minimal', 'all'] as const;
const DEFAULTS = {
  text: '',
  percentMode: 'component' as PercentMode,
  entityMode: 'minimal' as EntityMode,
  plus: false,
};
const CHOICES = { percentMode: PERCENT_MODES, entityMode: ENTITY_MODES };

type Action = 'encode' | 'decode' | 'encode-entities' | 'decode-entities';

/** Percent-encoding and HTML entities over one text: the four buttons write the result beside it. */
export function CodingTab() {
  const [form, update] = useStoredForm('url', 'coding', DEFAULTS, CHOICES);
  const bind = useBind(form, update);
  const [output, setOutput] = useState('');
  const action = useToolAction(
    async (which: Action) => {
      if (which === 'encode') return runPercentEncode(form.text, form.percentMode);
      if (which === 'decode') return runPercentDecode(form.text, form.percentMode, form.plus);
      if (which === 'encode-entities') return runEntityEncode(form.text, form.entityMode);
      return runEntityDecode(form.text);
    },
    { failure: { title: 'Error', description: 'Failed to convert the text. Please try again.' } },
    { inline: { field: 'text', input: form } },
  );
  const run = async (which: Action) => {
    const result = await action.run(which);
    if (result !== undefined) setOutput(result);
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Pane title="Text">
        <Field label="Text" error={action.errorIn('text')}>
          <Textarea
            value={form.text}
            onChange={(event) => update('text', event.target.value)}
            rows={8}
            spellCheck={false}
            className="font-mono"
          />
        </Field>
        <SelectField
          label="Percent-encoding"
          options={PERCENT_MODES}
          // Short enough to read whole in the closed menu at 390 px; the function names are in the hint.
          labels={{ component: 'A value or path part', uri: 'A whole URL' }}
          hint="A value or path part: encodeURIComponent. A whole URL: encodeURI, which keeps : / ? # & =."
          {...bind('percentMode')}
        />
        <Checkbox
          label="Decode + as a space (HTML form data)"
          checked={form.plus}
          onCheckedChange={(value) => update('plus', value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => run('encode')} disabled={action.busy}>
            Encode
          </Button>
          <Button variant="outline" onClick={() => run('decode')} disabled={action.busy}>
            Decode
          </Button>
        </div>
        <SelectField
          label="HTML entities"
          options={ENTITY_MODES}
          labels={{ minimal: 'Only & < > " \'', all: 'Also non-ASCII (&eacute;)' }}
          {...bind('entityMode')}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => run('encode-entities')} disabled={action.busy}>
            Encode entities
          </Button>
          <Button variant="outline" onClick={() => run('decode-entities')} disabled={action.busy}>
            Decode entities
          </Button>
        </div>
      </Pane>
      <Pane title="Result">
        <OutputPanel
          label="Result"
          value={output}
          empty={<p className="text-sm text-muted-foreground">Type some text and press Encode or Decode.</p>}
        />
      </Pane>
    </div>
  );
}

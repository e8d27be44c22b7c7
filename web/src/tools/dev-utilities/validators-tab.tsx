import { EMAIL_VALID_TEXT, runEmailCheck } from '@toolbox/core/tools/dev-utilities';
import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { bindText, TextField } from '../../components/text-field';
import { Button } from '../../components/ui/button';
import { useSavedState } from '../../components/use-stored-state';
import { Section } from './section';

/** The spec: the result is unset until checked, then valid or invalid. */
export function ValidatorsTab() {
  const [address, setAddress] = useSavedState('dev-utilities', 'email', '');
  const [verdict, setVerdict] = useState<string | null>(null);
  const valid = verdict === EMAIL_VALID_TEXT;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title="Email Validator" description="Text, one @, text, a dot, text, and no spaces.">
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setVerdict(runEmailCheck(address));
          }}
        >
          <TextField label="Email address" type="text" inputMode="email" {...bindText(address, setAddress)} />
          <Button type="submit" className="justify-self-start">
            Validate Email
          </Button>
        </form>
        {verdict && (
          <p
            role="status"
            className={valid ? 'flex items-center gap-2 text-success' : 'flex items-center gap-2 text-error'}
          >
            {valid ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
            {verdict}
          </p>
        )}
      </Section>
    </div>
  );
}

import { ToolInputError } from '@toolbox/core/errors';
import {
  BASE64_ENCODE_FAILED,
  BASE64_INVALID,
  runBase64Decode,
  runBase64Encode,
} from '@toolbox/core/tools/dev-utilities';
import { useState } from 'react';
import { toast } from 'sonner';
import { Checkbox } from '../../components/checkbox';
import { bindText, TextAreaField } from '../../components/text-field';
import { Button } from '../../components/ui/button';
import { useSavedState } from '../../components/use-stored-state';
import { HmacSection } from './hmac-section';
import { ResultText, Section } from './section';

function Base64Section() {
  const [input, setInput] = useSavedState('dev-utilities', 'base64', '');
  const [urlSafe, setUrlSafe] = useSavedState('dev-utilities', 'urlSafe', false);
  const [output, setOutput] = useState('');

  function encode() {
    try {
      setOutput(runBase64Encode(input, urlSafe));
    } catch {
      toast.error('Error', { description: BASE64_ENCODE_FAILED });
    }
  }

  function decode() {
    try {
      setOutput(runBase64Decode(input));
    } catch (error) {
      toast.error('Error', {
        description: error instanceof ToolInputError ? error.message : BASE64_INVALID,
      });
    }
  }

  return (
    <Section
      title="Base64"
      description="UTF-8 safe. Decoding accepts either alphabet and strips a data: prefix."
    >
      <TextAreaField
        label="Base64 input"
        {...bindText(input, setInput)}
        className="font-mono"
        placeholder="Text to encode, or Base64 to decode"
      />
      <Checkbox checked={urlSafe} onCheckedChange={setUrlSafe} label="URL-safe (- and _, no padding)" />
      <div className="flex flex-wrap gap-2">
        <Button onClick={encode}>Encode</Button>
        <Button variant="outline" onClick={decode}>
          Decode
        </Button>
      </div>
      {output && (
        <ResultText
          label="Base64 result"
          value={output}
          copyLabel="Copy result"
          copied="Result copied to clipboard."
        />
      )}
    </Section>
  );
}

export function ConvertersTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Base64Section />
      <HmacSection />
    </div>
  );
}

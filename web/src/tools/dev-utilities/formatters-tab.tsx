import { ToolInputError } from '@toolbox/core/errors';
import { formatJson, JSON_INVALID } from '@toolbox/core/json';
import { useState } from 'react';
import { toast } from 'sonner';
import { CopyButton } from '../../components/copy-button';
import { OutputPanel } from '../../components/output-panel';
import { bindText, TextAreaField } from '../../components/text-field';
import { Button } from '../../components/ui/button';
import { useSavedState } from '../../components/use-stored-state';
import { Section } from './section';

export function FormattersTab() {
  const [input, setInput] = useSavedState('dev-utilities', 'json', '');
  const [output, setOutput] = useState('');

  function format() {
    try {
      setOutput(formatJson(input));
    } catch (error) {
      toast.error('Error', { description: error instanceof ToolInputError ? error.message : JSON_INVALID });
    }
  }

  return (
    <Section
      title="JSON Formatter"
      description="Pretty-prints with two-space indentation; errors name the line and column."
    >
      <TextAreaField
        label="JSON input"
        {...bindText(input, setInput)}
        className="min-h-40 font-mono"
        spellCheck={false}
      />
      <Button className="justify-self-start" onClick={format}>
        Format JSON
      </Button>
      {output && (
        <OutputPanel
          value={output}
          label="Formatted JSON"
          actions={<CopyButton value={output} successDescription="JSON copied to clipboard." />}
        />
      )}
    </Section>
  );
}

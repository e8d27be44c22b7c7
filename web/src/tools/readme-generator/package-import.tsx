import { FILE_REFUSED_TITLES, ToolInputError } from '@toolbox/core/errors';
import {
  PACKAGE_JSON_MAX_BYTES,
  PACKAGE_JSON_TOO_LARGE,
  type ReadmeInput,
  runReadmeImport,
} from '@toolbox/core/tools/readme-generator';
import { useState } from 'react';
import { FileDrop } from '../../components/file-drop';
import { TextAreaField } from '../../components/text-field';
import { Button } from '../../components/ui/button';
import { decodeTextFile } from '../../platform/text-file';

interface PackageImportProps {
  form: ReadmeInput;
  onImport: (form: ReadmeInput) => void;
}

/**
 * A package.json, opened or pasted, fills the form as `toolbox readme --from-package` does; the template, badges,
 * sections chosen and custom sections stay. Bad text leaves the form and the paste box as they were, with the reason on the field.
 */
export function PackageImport({ form, onImport }: PackageImportProps) {
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string>();
  const [filled, setFilled] = useState<string>();

  function take(packageJson: string, from: string) {
    const { template, badges, badgeStyle, sections, customSections } = form;
    try {
      const fields = { template, badges, badgeStyle, sections, ...(customSections && { customSections }) };
      const next = runReadmeImport({ fields, packageJson });
      onImport(next);
      setError(undefined);
      const scripts = Object.keys(next.package?.scripts ?? {});
      setFilled(
        `Filled from ${from}${scripts.length > 0 ? `, with its scripts: ${scripts.join(', ')}` : ''}.`,
      );
    } catch (caught) {
      if (!(caught instanceof ToolInputError)) throw caught;
      setError(caught.message);
      setFilled(undefined);
    }
  }

  async function open(file: File) {
    if (file.size > PACKAGE_JSON_MAX_BYTES) {
      setError(PACKAGE_JSON_TOO_LARGE);
      setFilled(undefined);
      return;
    }
    let text: string;
    try {
      text = decodeTextFile(new Uint8Array(await file.arrayBuffer()), file.name);
    } catch (caught) {
      if (!(caught instanceof ToolInputError)) throw caught;
      setError(caught.message);
      setFilled(undefined);
      return;
    }
    take(text, file.name);
  }

  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">Import from package.json</legend>
      <FileDrop
        label="Open package.json"
        description="Fills the name, description, licence, author, repository and scripts; it never leaves this device."
        accept={[]}
        messages={{
          type: { title: FILE_REFUSED_TITLES.type, description: 'This file cannot be read.' },
          size: { title: FILE_REFUSED_TITLES.size, description: PACKAGE_JSON_TOO_LARGE },
        }}
        onFile={(file) => void open(file)}
      />
      <TextAreaField
        label="Or paste package.json"
        rows={4}
        className="font-mono text-xs"
        placeholder='{ "name": "my-project", "scripts": { … } }'
        value={pasted}
        onChange={(event) => setPasted(event.target.value)}
        error={error}
      />
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={pasted.trim() === ''}
        onClick={() => take(pasted, 'the pasted package.json')}
      >
        Import pasted package.json
      </Button>
      <p
        role="status"
        aria-label="package.json import"
        className="text-sm text-muted-foreground empty:hidden"
      >
        {filled ?? (error && 'Nothing imported; the form is as it was.')}
      </p>
    </fieldset>
  );
}

import { FILE_REFUSED_TITLES } from '@toolbox/core/errors';
import {
  DEFAULT_HASH_ALGORITHM,
  type DigestEncoding,
  HASH_ALGORITHM_IDS,
  HASH_ALGORITHMS,
  HASH_FAILED,
  type HashAlgorithm,
  runDigest,
} from '@toolbox/core/tools/dev-utilities';
import { Hash } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Field, type FieldControlProps } from '../../components/field';
import { FileDrop } from '../../components/file-drop';
import { formatBytes } from '../../components/file-rules';
import { bindText, TextAreaField } from '../../components/text-field';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/input';
import { webDigest } from '../../platform/web-crypto';
import { ResultText, Section } from './section';

/** Web Crypto hashes whole buffers, so a file is read into memory: capped well below what a tab can hold. */
const MAX_FILE_BYTES = 256 * 1024 * 1024;

/** Takes Field's id and aria props, so its label names it. */
export function AlgorithmSelect({
  value,
  onChange,
  ...control
}: { value: HashAlgorithm; onChange(value: HashAlgorithm): void } & Partial<FieldControlProps>) {
  return (
    <NativeSelect
      {...control}
      value={value}
      onChange={(e) =>
        onChange(HASH_ALGORITHM_IDS.find((id) => id === e.target.value) ?? DEFAULT_HASH_ALGORITHM)
      }
    >
      {HASH_ALGORITHM_IDS.map((id) => (
        <option key={id} value={id}>
          {HASH_ALGORITHMS[id].label}
        </option>
      ))}
    </NativeSelect>
  );
}

export function HashSection() {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [algorithm, setAlgorithm] = useState<HashAlgorithm>(DEFAULT_HASH_ALGORITHM);
  const [encoding, setEncoding] = useState<DigestEncoding>('hex');
  const [digest, setDigest] = useState('');
  const [busy, setBusy] = useState(false);

  async function generate() {
    setBusy(true);
    try {
      const data = file ? new Uint8Array(await file.arrayBuffer()) : text;
      const mac = await webDigest(data, algorithm);
      setDigest(runDigest({ algorithm, encoding, hmac: false, digests: [{ name: '-', mac }] }).text);
    } catch {
      toast.error('Error', { description: HASH_FAILED });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section
      title="Hash Generator"
      description="SHA-256, SHA-1 or SHA-512 of text or a file, computed in your browser."
    >
      <TextAreaField
        label="Text to hash"
        {...bindText(text, setText)}
        disabled={file !== null}
        className="font-mono"
      />
      <FileDrop
        label="Or a file"
        description={`Any file up to ${formatBytes(MAX_FILE_BYTES)}; it never leaves this device.`}
        accept={[]}
        maxBytes={MAX_FILE_BYTES}
        messages={{
          type: { title: 'Error', description: HASH_FAILED },
          size: {
            title: FILE_REFUSED_TITLES.size,
            description: `Files up to ${formatBytes(MAX_FILE_BYTES)}; use toolbox hash for larger ones.`,
          },
        }}
        file={file}
        onFile={setFile}
        onRemove={() => setFile(null)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Algorithm">
          <AlgorithmSelect value={algorithm} onChange={setAlgorithm} />
        </Field>
        <Field label="Output">
          <NativeSelect
            value={encoding}
            onChange={(e) => setEncoding(e.target.value === 'base64' ? 'base64' : 'hex')}
          >
            <option value="hex">Hex (lowercase)</option>
            <option value="base64">Base64</option>
          </NativeSelect>
        </Field>
      </div>
      <Button className="justify-self-start" onClick={generate} disabled={busy}>
        <Hash aria-hidden="true" />
        Generate Hash
      </Button>
      {digest && (
        <ResultText label="Hash" value={digest} copyLabel="Copy hash" copied="Hash copied to clipboard." />
      )}
    </Section>
  );
}

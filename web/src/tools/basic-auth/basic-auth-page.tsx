import { FILE_REFUSED_TITLES, ToolInputError } from '@toolbox/core/errors';
import {
  type BasicAuthCredentials,
  type BasicAuthHeader,
  type DataUri,
  type DecodedDataUri,
  runBasicAuth,
  runBasicAuthDecode,
  runDataUriDecode,
  runDataUriEncode,
} from '@toolbox/core/tools/basic-auth';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { FileDrop } from '../../components/file-drop';
import { formatBytes } from '../../components/file-rules';
import { SecretField } from '../../components/secret-field';
import { bindText, TextAreaField, TextField } from '../../components/text-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { useSavedState } from '../../components/use-stored-state';
import { ValueList, type ValueRow } from '../../components/value-list';

type Outcome<T> = { value: T } | { error: string; field: string } | undefined;

function attempt<T>(skip: boolean, fn: () => T): Outcome<T> {
  if (skip) return undefined;
  try {
    return { value: fn() };
  } catch (error) {
    if (!(error instanceof ToolInputError)) throw error;
    return { error: error.message, field: error.field ?? '' };
  }
}

const errorOf = (outcome: Outcome<unknown>, field: string) =>
  outcome && 'error' in outcome && outcome.field === field ? { error: outcome.error } : {};

function Problem({ outcome, field }: { outcome: Outcome<unknown>; field: string }) {
  const { error } = errorOf(outcome, field);
  return error ? (
    <p role="alert" className="text-sm text-error">
      {error}
    </p>
  ) : null;
}

// Credentials live in memory only: the password is a secret field, never stored, never in the URL.
function BasicAuthSection() {
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [header, setHeader] = useState('');
  // Encoded and decoded a render later, in a task of their own, not in a paste's (see DataUriSection).
  const encodingUser = useDeferredValue(user);
  const encodingPassword = useDeferredValue(password);
  const made = useMemo(
    (): Outcome<BasicAuthHeader> =>
      attempt(encodingUser === '' && encodingPassword === '', () =>
        runBasicAuth({ user: encodingUser, password: encodingPassword }),
      ),
    [encodingUser, encodingPassword],
  );
  const decoding = useDeferredValue(header);
  const read = useMemo(
    (): Outcome<BasicAuthCredentials> => attempt(decoding.trim() === '', () => runBasicAuthDecode(decoding)),
    [decoding],
  );
  return (
    <section aria-labelledby="basic-auth-heading" className="grid gap-4">
      <h2 id="basic-auth-heading" className="text-base font-semibold">
        Basic authentication (RFC 7617, UTF-8)
      </h2>
      <TextField label="User-id" autoComplete="off" {...errorOf(made, 'user')} {...bindText(user, setUser)} />
      <SecretField label="Password" hint="Never saved." value={password} onChange={setPassword} />
      <Problem outcome={made} field="password" />
      {made && 'value' in made && (
        <ValueList
          label="Header"
          rows={[
            { label: 'Header', value: made.value.header },
            { label: 'Value', value: made.value.value },
          ]}
        />
      )}
      <TextField
        label="Header to decode"
        autoComplete="off"
        placeholder="Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="
        {...errorOf(read, 'header')}
        {...bindText(header, setHeader)}
      />
      {read && 'value' in read && (
        <ValueList
          label="Decoded credentials"
          rows={[
            { label: 'User-id', value: read.value.user },
            { label: 'Password', value: read.value.password },
          ]}
        />
      )}
    </section>
  );
}

function dataUriRows(result: DataUri): ValueRow[] {
  return [
    { label: 'MIME type', value: result.mime, note: 'sniffed from the bytes' },
    { label: 'File size', value: formatBytes(result.bytes), note: `${result.bytes} bytes` },
    { label: 'URI length', value: formatBytes(result.length), note: `${result.length} characters` },
    { label: 'Data URI', value: result.uri },
  ];
}

function DataUriSection() {
  const [file, setFile] = useState<{ name: string; size: number; bytes: Uint8Array } | null>(null);
  const [uri, setUri] = useSavedState('basic-auth', 'uri', '');
  const encoded = useMemo(
    (): Outcome<DataUri> => attempt(file === null, () => runDataUriEncode(file?.bytes ?? new Uint8Array())),
    [file],
  );
  // Decoded a render later, in a task of its own: a pasted megabyte's Base64 and the Blob of its bytes then do not
  // lengthen the paste's task, which already lays the text out.
  const decoding = useDeferredValue(uri);
  const decoded = useMemo(
    (): Outcome<DecodedDataUri> => attempt(decoding.trim() === '', () => runDataUriDecode(decoding)),
    [decoding],
  );
  // A data: link of a large file would copy it into the DOM; an object URL points at the bytes.
  const href = useMemo(
    () =>
      decoded && 'value' in decoded
        ? URL.createObjectURL(new Blob([decoded.value.bytes.slice()], { type: decoded.value.mime }))
        : undefined,
    [decoded],
  );
  useEffect(() => () => (href ? URL.revokeObjectURL(href) : undefined), [href]);
  return (
    <section aria-labelledby="data-uri-heading" className="grid gap-4">
      <h2 id="data-uri-heading" className="text-base font-semibold">
        Files and data URIs (Base64)
      </h2>
      <FileDrop
        label="File to encode"
        description="Any file; its MIME type is read from its bytes."
        accept={[]}
        maxBytes={10 * 1024 * 1024}
        messages={{
          type: { title: FILE_REFUSED_TITLES.type, description: 'This file cannot be read.' },
          size: { title: FILE_REFUSED_TITLES.size, description: 'Files up to 10 MB.' },
        }}
        file={file}
        onRemove={() => setFile(null)}
        onFile={async (chosen) =>
          setFile({ name: chosen.name, size: chosen.size, bytes: new Uint8Array(await chosen.arrayBuffer()) })
        }
      />
      <Problem outcome={encoded} field="file" />
      {encoded && 'value' in encoded && <ValueList label="Data URI" rows={dataUriRows(encoded.value)} />}
      <TextAreaField
        label="Data URI to decode"
        rows={4}
        spellCheck={false}
        {...errorOf(decoded, 'uri')}
        {...bindText(uri, setUri)}
      />
      {decoded && 'value' in decoded && (
        <div className="grid gap-2">
          <ValueList
            label="Decoded data URI"
            rows={[
              { label: 'MIME type', value: decoded.value.mime },
              { label: 'Size', value: formatBytes(decoded.value.size), note: `${decoded.value.size} bytes` },
            ]}
          />
          <a href={href} download="data" className="text-sm underline">
            Download the decoded file
          </a>
        </div>
      )}
    </section>
  );
}

export default function BasicAuthPage() {
  return (
    <ToolPage
      toolId="basic-auth"
      input={
        <Pane title="Basic auth">
          <BasicAuthSection />
        </Pane>
      }
      output={
        <Pane title="Data URI">
          <DataUriSection />
        </Pane>
      }
    />
  );
}

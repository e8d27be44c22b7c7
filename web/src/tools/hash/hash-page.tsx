import { FILE_REFUSED_TITLES, ToolInputError } from '@toolbox/core/errors';
import {
  DEFAULT_HASH_ALGORITHM,
  HASH_ALGORITHM_IDS,
  HASH_ALGORITHMS,
  type HashAlgorithm,
  type HashLine,
  type ParsedSums,
  runDigestMatch,
  runHashText,
  runSumsCheck,
  runSumsParse,
  type SumsReport,
} from '@toolbox/core/tools/hash';
import { HASH_MESSAGES, HASH_TEXT_LIMIT } from '@toolbox/core/tools/hash/limits';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Field } from '../../components/field';
import { FileDrop } from '../../components/file-drop';
import { formatBytes } from '../../components/file-rules';
import { SelectField } from '../../components/select-field';
import { bindText, TextAreaField, TextField } from '../../components/text-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { useSavedState } from '../../components/use-stored-state';
import { ValueList } from '../../components/value-list';
import { hashFile } from '../../platform/hash-worker-client';

/**
 * Texts up to this length are hashed as they are typed, on the page; longer ones in the hash worker: nine digests of
 * a pasted 1,000,000-character line held the page's thread 2.4 s in Chromium.
 */
const ON_PAGE_CHARS = 64 * 1024;

type TextState = { lines: HashLine[] } | { error: string } | { working: true };

/** The nine digests of `text`: on the page for a short text, in a worker for a long one (working until then). */
function useTextDigests(text: string): TextState {
  const large = text.length > ON_PAGE_CHARS;
  // A long text is handed to the worker a render later, in a task of its own: copying a pasted megabyte into a Blob
  // (over 100 ms here) then does not lengthen the paste's task.
  const handed = useDeferredValue(text);
  const onPage = useMemo((): TextState | null => {
    if (large) return null;
    try {
      return { lines: runHashText({ text }) };
    } catch (error) {
      if (!(error instanceof ToolInputError)) throw error;
      return { error: error.message };
    }
  }, [text, large]);
  const [inWorker, setInWorker] = useState<{ text: string; state: TextState } | null>(null);
  useEffect(() => {
    if (handed.length <= ON_PAGE_CHARS) return;
    const blob = new Blob([handed]);
    if (blob.size > HASH_TEXT_LIMIT.bytes) {
      setInWorker({ text: handed, state: { error: HASH_MESSAGES.tooLong } });
      return;
    }
    const stop = new AbortController();
    const settle = (state: TextState) => !stop.signal.aborted && setInWorker({ text: handed, state });
    hashFile(blob, HASH_ALGORITHM_IDS, undefined, stop.signal).then(
      (hex) => settle({ lines: asLines(hex, HASH_ALGORITHM_IDS) }),
      (error: unknown) => settle({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => stop.abort();
  }, [handed]);
  return onPage ?? (inWorker?.text === text ? inWorker.state : { working: true });
}

/** Files are read in slices in a worker, so any size a browser can open is fine; this only bounds a mistake. */
const MAX_FILE_BYTES = 64 * 1024 * 1024 * 1024;

const NOTES: Partial<Record<string, string>> = {
  md5: 'Broken for signatures; still fine to spot a corrupted download.',
  sha1: 'Broken for signatures (SHAttered); still fine to spot a corrupted download.',
  crc32: 'A checksum (zip, PNG), not a cryptographic hash.',
};

type FileState =
  | { kind: 'hashing'; done: number }
  | { kind: 'done'; lines: HashLine[] }
  | { kind: 'failed'; message: string };

const ALGORITHM_LABELS: Partial<Record<HashAlgorithm, string>> = {};
for (const id of HASH_ALGORITHM_IDS) ALGORITHM_LABELS[id] = HASH_ALGORITHMS[id].label;

const asLines = (hex: Partial<Record<string, string>>, algorithms: readonly HashAlgorithm[]): HashLine[] =>
  algorithms.map((algorithm) => ({
    algorithm,
    label: HASH_ALGORITHMS[algorithm].label,
    hex: hex[algorithm] ?? '',
  }));

const ALL = 'all';
type FileAlgorithm = HashAlgorithm | typeof ALL;
const FILE_ALGORITHMS: readonly FileAlgorithm[] = [...HASH_ALGORITHM_IDS, ALL];
const FILE_ALGORITHM_LABELS: Partial<Record<FileAlgorithm, string>> = {
  ...ALGORITHM_LABELS,
  all: 'All nine (slower: several passes of JavaScript)',
};

function useFileDigests(file: File | null, algorithms: readonly HashAlgorithm[]): FileState | undefined {
  const [state, setState] = useState<FileState>();
  useEffect(() => {
    if (!file) {
      setState(undefined);
      return;
    }
    const stop = new AbortController();
    const live = () => !stop.signal.aborted;
    setState({ kind: 'hashing', done: 0 });
    hashFile(file, algorithms, (done) => live() && setState({ kind: 'hashing', done }), stop.signal)
      .then((hex) => live() && setState({ kind: 'done', lines: asLines(hex, algorithms) }))
      .catch((error: unknown) => live() && setState({ kind: 'failed', message: String(error) }));
    return () => stop.abort();
  }, [file, algorithms]);
  return state;
}

function Digests({ lines }: { lines: HashLine[] }) {
  const [expected, setExpected] = useSavedState('hash', 'expected', '');
  const match = runDigestMatch(expected, lines);
  return (
    <div className="grid gap-4">
      <ValueList
        label="Digests"
        rows={lines.map((line) => ({ label: line.label, value: line.hex, note: NOTES[line.algorithm] }))}
      />
      <TextField
        label="Expected digest"
        placeholder="Paste the digest a download page gives"
        autoComplete="off"
        className="font-mono"
        {...bindText(expected, setExpected)}
      />
      {expected.trim() !== '' && (
        <p role="status" className={match ? 'text-sm text-success' : 'text-sm text-error'}>
          {match ? `Matches the ${match.label} digest.` : 'Matches none of these digests.'}
        </p>
      )}
    </div>
  );
}

/** A checksum file (SHA256SUMS) checked against the files chosen here, matched by name. */
function SumsCheck() {
  const [sums, setSums] = useSavedState('hash', 'sums', '');
  const [savedAlgorithm, setAlgorithm] = useSavedState('hash', 'sumsAlgorithm', DEFAULT_HASH_ALGORITHM);
  const algorithm = HASH_ALGORITHM_IDS.find((id) => id === savedAlgorithm) ?? DEFAULT_HASH_ALGORITHM;
  const [files, setFiles] = useState<File[]>([]);
  const [report, setReport] = useState<SumsReport>();
  const parsed = useMemo((): { value: ParsedSums } | { error: string } | undefined => {
    if (sums.trim() === '') return undefined;
    try {
      return { value: runSumsParse(sums, algorithm) };
    } catch (error) {
      if (!(error instanceof ToolInputError)) throw error;
      return { error: error.message };
    }
  }, [sums, algorithm]);

  useEffect(() => {
    setReport(undefined);
    if (!parsed || !('value' in parsed) || files.length === 0) return;
    const stop = new AbortController();
    const byName = new Map(files.map((file) => [file.name, file]));
    const { entries, malformed } = parsed.value;
    // One file after another, each in a worker of its own: a large one never holds the page.
    const check = async () => {
      const outcomes = [];
      for (const entry of entries) {
        const file = byName.get(entry.name.replace(/^.*[\\/]/, ''));
        const hex = file ? await hashFile(file, [entry.algorithm], undefined, stop.signal) : undefined;
        outcomes.push({ entry, actual: hex?.[entry.algorithm] });
      }
      if (!stop.signal.aborted) setReport(runSumsCheck(outcomes, malformed.length, { ignoreMissing: true }));
    };
    check().catch(() => {});
    return () => stop.abort();
  }, [parsed, files]);

  const listed = parsed && 'value' in parsed ? parsed.value.entries.length : 0;
  return (
    <Pane title="Check a checksum file">
      <TextAreaField
        label="Checksum file"
        hint="Lines as sha256sum, sha512sum, b2sum or md5sum write them, or their --tag lines."
        placeholder={'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  empty.txt'}
        className="font-mono"
        rows={5}
        error={parsed && 'error' in parsed ? parsed.error : undefined}
        {...bindText(sums, setSums)}
      />
      <SelectField<HashAlgorithm>
        label="Algorithm of untagged lines"
        value={algorithm}
        options={HASH_ALGORITHM_IDS}
        labels={ALGORITHM_LABELS}
        onChange={setAlgorithm}
      />
      <Field label="Files to check" hint="Matched to the lines by name; they never leave this device.">
        <input
          type="file"
          multiple
          className="text-sm"
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
        />
      </Field>
      {report && (
        <div className="grid gap-2">
          <ul aria-label="Check results" className="grid gap-1 font-mono text-sm">
            {report.results.map((result) => (
              <li key={result.line} className={result.status === 'OK' ? 'text-success' : 'text-error'}>
                {result.name}: {result.status}
              </li>
            ))}
          </ul>
          <p role="status" className="text-sm text-muted-foreground">
            {report.results.length === 0
              ? 'None of the chosen files is listed.'
              : `${report.ok} OK, ${report.failed} failed; ${listed - report.results.length} listed files not chosen.`}
          </p>
        </div>
      )}
    </Pane>
  );
}

export default function HashPage() {
  const [text, setText] = useSavedState('hash', 'text', '');
  const [file, setFile] = useState<File | null>(null);
  const [savedFileAlgorithm, setFileAlgorithm] = useSavedState(
    'hash',
    'fileAlgorithm',
    DEFAULT_HASH_ALGORITHM,
  );
  const fileAlgorithm = FILE_ALGORITHMS.find((id) => id === savedFileAlgorithm) ?? DEFAULT_HASH_ALGORITHM;
  const fileAlgorithms = useMemo(
    () => HASH_ALGORITHM_IDS.filter((id) => fileAlgorithm === ALL || id === fileAlgorithm),
    [fileAlgorithm],
  );
  const fileState = useFileDigests(file, fileAlgorithms);
  const textResult = useTextDigests(text);
  const textDigests = 'lines' in textResult ? textResult.lines : undefined;
  const digests = file ? (fileState?.kind === 'done' ? fileState.lines : undefined) : textDigests;

  return (
    <ToolPage
      toolId="hash"
      input={
        <Pane title="Input">
          <TextAreaField
            label="Text to hash"
            hint="Hashed as UTF-8 bytes, as you type."
            className="font-mono"
            rows={6}
            disabled={file !== null}
            {...('error' in textResult ? { error: textResult.error } : {})}
            {...bindText(text, setText)}
          />
          <FileDrop
            label="Or a file"
            description="Any size: read in slices in the background; it never leaves this device."
            accept={[]}
            maxBytes={MAX_FILE_BYTES}
            messages={{
              type: { title: 'Cannot hash', description: 'This file cannot be read.' },
              size: { title: FILE_REFUSED_TITLES.size, description: 'Use toolbox hash FILE for this one.' },
            }}
            file={file}
            onFile={setFile}
            onRemove={() => setFile(null)}
          />
          <SelectField<FileAlgorithm>
            label="Algorithm for files"
            hint="Text gets all nine at once; a large file one pass per algorithm."
            value={fileAlgorithm}
            options={FILE_ALGORITHMS}
            labels={FILE_ALGORITHM_LABELS}
            onChange={setFileAlgorithm}
          />
        </Pane>
      }
      output={
        <Pane title={file ? `Digests of ${file.name}` : 'Digests of the text'}>
          {fileState?.kind === 'hashing' && file && (
            <p role="status" className="text-sm text-muted-foreground">
              Hashing… {formatBytes(fileState.done)} of {formatBytes(file.size)}
            </p>
          )}
          {fileState?.kind === 'failed' && (
            <p role="alert" className="text-sm text-error">
              {fileState.message}
            </p>
          )}
          {!file && 'working' in textResult && (
            <p role="status" className="text-sm text-muted-foreground">
              Hashing {text.length.toLocaleString('en-US')} characters…
            </p>
          )}
          {digests && <Digests lines={digests} />}
        </Pane>
      }
    >
      <SumsCheck />
    </ToolPage>
  );
}

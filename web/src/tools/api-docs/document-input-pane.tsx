// Its own entry point: the tool's index would bring the parser, which only the worker needs.
import { SAMPLE_SPEC } from '@toolbox/core/tools/api-docs/sample';
import { useRef } from 'react';
import { FileDrop } from '../../components/file-drop';
import { formatBytes } from '../../components/file-rules';
import { Pane, RunButton } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/input';
import { offsetOf } from '../../platform/api-docs-worker-client';
import { openTextFile } from '../../platform/text-file';
import { EDITOR_LIMIT, UPLOAD_MESSAGES } from './editor-limit';
import { SpecErrors } from './spec-errors';
import type { DocsBuild } from './use-docs-build';

/** A document too large for the editor: named and sized, to generate as it is or clear. */
function LargeDocument({ name, size, onClear }: { name: string; size: number; onClear: () => void }) {
  return (
    <div
      role="status"
      data-testid="large-document"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-muted/40 p-3 text-sm"
    >
      <span>
        <span className="font-medium">{name}</span>, {formatBytes(size)}: too large to edit here; generate its
        docs as it is.
      </span>
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear
      </Button>
    </div>
  );
}

/** The OpenAPI document: pasted, uploaded or the sample, its errors, and the Generate button. */
export function DocumentInputPane({
  text,
  setText,
  fileName,
  setFileName,
  build,
}: {
  text: string;
  setText: (text: string) => void;
  /** The uploaded file's name, kept by the page while reading mode hides this pane. */
  fileName: string | null;
  setFileName: (name: string | null) => void;
  build: DocsBuild;
}) {
  const { result, prepare, run, busy } = build;
  const large = text.length > EDITOR_LIMIT;
  const editor = useRef<HTMLTextAreaElement>(null);
  const moveTo = (offset: number) => {
    const area = editor.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(offset, offset);
  };
  const loadSample = () => {
    prepare();
    setText(SAMPLE_SPEC);
  };
  return (
    <Pane
      title="OpenAPI document"
      actions={
        <Button variant="outline" size="sm" onClick={loadSample}>
          Load sample
        </Button>
      }
    >
      {large ? (
        <LargeDocument name={fileName ?? 'Pasted document'} size={text.length} onClear={() => setText('')} />
      ) : (
        <Textarea
          ref={editor}
          aria-label="OpenAPI document (JSON or YAML)"
          placeholder="Paste an OpenAPI 3.0 or 3.1 document, JSON or YAML"
          className="min-h-80 font-mono text-xs"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            prepare();
            setText(event.target.value);
            setFileName(null);
          }}
        />
      )}
      <FileDrop
        label="Upload a document"
        description=".json, .yaml or .yml"
        accept={['.json', '.yaml', '.yml']}
        maxBytes={50 * 1024 * 1024}
        messages={UPLOAD_MESSAGES}
        onFile={(file) => {
          void openTextFile(file).then((content) => {
            if (content === undefined) return;
            prepare();
            setFileName(file.name);
            setText(content);
          });
        }}
      />
      {result && !result.ok ? (
        <SpecErrors
          errors={result.errors}
          // Core locates every error in the source, pointer-only ones included.
          onSelect={large ? undefined : (e) => moveTo(offsetOf(text, e.line ?? 1, e.column ?? 1))}
        />
      ) : null}
      <RunButton
        onClick={() => void run()}
        busy={busy}
        busyLabel="Generating…"
        className="justify-self-start"
      >
        Generate docs
      </RunButton>
    </Pane>
  );
}

import { FILE_REFUSED_TITLES, ToolInputError } from '@toolbox/core/errors';
import type { XPathResult } from '@toolbox/core/tools/xml';
import { runXmlNamespaces } from '@toolbox/core/tools/xml/namespaces';
import {
  XML_ACTIONS,
  XML_DEFAULTS,
  XML_INDENTS,
  XML_MAX_LENGTH,
  XML_MESSAGES,
  type XmlAction,
  type XmlIndent,
} from '@toolbox/core/tools/xml/options';
import { FileText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { FileDrop } from '../../components/file-drop';
import { OutputPanel } from '../../components/output-panel';
import { SelectField } from '../../components/select-field';
import { TextAreaField, TextField, useField } from '../../components/text-field';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { decodeTextFile } from '../../platform/text-file';
import { WorkerSupersededError, XmlLocatedError, XmlWorker } from '../../platform/xml-worker-client';
import type { ValidXml, XmlJob } from '../../platform/xml-worker-protocol';

const OPERATION_LABELS: Record<XmlAction, string> = {
  format: 'Format',
  minify: 'Minify',
  validate: 'Validate',
  'to-json': 'XML to JSON',
  'from-json': 'JSON to XML',
  xpath: 'XPath',
};
const RUN_LABELS: Record<XmlAction, [idle: string, busy: string]> = {
  format: ['Format', 'Formatting...'],
  minify: ['Minify', 'Minifying...'],
  validate: ['Validate', 'Validating...'],
  'to-json': ['Convert to JSON', 'Converting...'],
  'from-json': ['Convert to XML', 'Converting...'],
  xpath: ['Run query', 'Running...'],
};
const FILES: Record<XmlAction, { name: string; mime: string }> = {
  format: { name: 'formatted.xml', mime: 'application/xml' },
  minify: { name: 'minified.xml', mime: 'application/xml' },
  validate: { name: 'validation.txt', mime: 'text/plain' },
  'to-json': { name: 'document.json', mime: 'application/json' },
  'from-json': { name: 'document.xml', mime: 'application/xml' },
  xpath: { name: 'xpath-results.txt', mime: 'text/plain' },
};
const INDENT_LABELS: Record<XmlIndent, string> = { '2': '2 spaces', '4': '4 spaces', tab: 'Tab' };
const INDENTED: readonly XmlAction[] = ['format', 'to-json', 'from-json'];

const DEFAULTS = {
  operation: 'format' as XmlAction,
  xml: '',
  json: '',
  expression: '//*',
  /** XPath's namespace prefixes, `prefix=uri` a line: the CLI's repeated --ns (a preset's `ns`). */
  ns: [] as string[],
  indent: XML_DEFAULTS.indent as XmlIndent,
};
const CHOICES = { operation: XML_ACTIONS, indent: XML_INDENTS };

/** A parser or a query past this stops (and its worker with it), so a runaway job never keeps the Run button busy. */
const TIME_LIMIT_MS = 60_000;
/** Painting megabytes of text would block the page the worker kept free; the preview shows the start. */
const PREVIEW_CHARS = 200_000;

type Output =
  | { operation: XmlAction; kind: 'text'; text: string }
  | { operation: 'validate'; kind: 'validation'; result: ValidXml }
  | { operation: 'xpath'; kind: 'xpath'; result: XPathResult };

type FieldName = 'xml' | 'json' | 'expression' | 'ns';

/**
 * An opened file up to this size goes into the text box to edit. A larger one stays a file, named above the box:
 * Chromium takes minutes to lay out a text box holding 10 MB of XML (130 s on the 2-core machine), the page frozen.
 */
const EDITABLE_CHARS = 1_000_000;

interface OpenedFile {
  name: string;
  size: number;
  text: string;
}

/** The job for the form; an opened file stands in for the document the operation reads. */
function jobOf(form: typeof DEFAULTS, file: OpenedFile | null): XmlJob {
  const { operation, expression, indent } = form;
  const xml = file?.text ?? form.xml;
  const json = file?.text ?? form.json;
  switch (operation) {
    case 'format':
    case 'to-json':
      return { kind: operation, xml, indent };
    case 'from-json':
      return { kind: operation, json, indent };
    case 'minify':
    case 'validate':
      return { kind: operation, xml };
    case 'xpath':
      return { kind: operation, xml, expression, namespaces: runXmlNamespaces(form.ns) };
  }
}

/** The document module, loaded when a file is opened or an XML file downloaded (the parsing itself is the worker's). */
const xmlDocument = () => import('@toolbox/core/tools/xml/document');

/** An opened XML file's text, in the encoding its bytes declare (a byte order mark, the XML declaration, or UTF-8). */
async function xmlText(file: File): Promise<string> {
  const [{ decodeXml }, bytes] = await Promise.all([xmlDocument(), file.arrayBuffer()]);
  return decodeXml(new Uint8Array(bytes)).text;
}

const XML_OUT = new Set<XmlAction>(['format', 'minify', 'from-json']);

/** An XML output as the file its declaration describes: ISO-8859-1 when it says so, UTF-8 when it names none. */
async function xmlBytes(text: string): Promise<Uint8Array | string> {
  const { declaredEncoding, encodeXml } = await xmlDocument();
  const encoding = declaredEncoding(text);
  return encoding === 'utf-8' ? text : encodeXml(text, encoding);
}

/** Where line and column (1-based) fall in `text`. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let at = 1; at < line; at++) {
    const next = text.indexOf('\n', offset);
    if (next === -1) break;
    offset = next + 1;
  }
  return Math.min(offset + column - 1, text.length);
}

/** One worker for the page, terminated when the page closes. */
function useXmlWorker(): XmlWorker {
  const [worker] = useState(() => new XmlWorker());
  useEffect(() => () => worker.dispose(), [worker]);
  return worker;
}

export default function XmlPage() {
  const [form, update] = useStoredForm('xml', 'form', DEFAULTS, CHOICES);
  const field = useField(form, update);
  const worker = useXmlWorker();
  const [output, setOutput] = useState<Output | null>(null);
  const [fieldError, setFieldError] = useState<{ field: FieldName; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState<OpenedFile | null>(null);
  const xmlBox = useRef<HTMLTextAreaElement>(null);
  const jsonBox = useRef<HTMLTextAreaElement>(null);
  const { operation } = form;
  const fromJson = operation === 'from-json';
  const [runLabel, busyLabel] = RUN_LABELS[operation];

  // An error belongs to the text it was found in: editing that field (or opening another file) clears it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the texts change, which it does not read
  useEffect(() => setFieldError(null), [form.xml, form.json, form.expression, form.ns, operation, file]);

  function showError(error: unknown) {
    if (error instanceof WorkerSupersededError) return;
    if (!(error instanceof ToolInputError)) {
      toast.error('Error', { description: error instanceof Error ? error.message : String(error) });
      return;
    }
    const name =
      error.field === 'json' || error.field === 'expression' || error.field === 'ns' ? error.field : 'xml';
    setFieldError({ field: name, message: error.message });
    toast.error(error.title, { description: error.message });
    const box = name === 'json' ? jsonBox.current : name === 'xml' ? xmlBox.current : null;
    if (error instanceof XmlLocatedError && box) {
      const offset = offsetOf(box.value, error.line, error.column);
      box.focus();
      box.setSelectionRange(offset, offset);
    }
  }

  async function run() {
    setBusy(true);
    setFieldError(null);
    try {
      const answer = await worker.result(jobOf(form, file), TIME_LIMIT_MS);
      if (typeof answer === 'string') setOutput({ operation, kind: 'text', text: answer });
      else if ('type' in answer) setOutput({ operation: 'xpath', kind: 'xpath', result: answer });
      else {
        setOutput({ operation: 'validate', kind: 'validation', result: answer });
        toast.success(XML_MESSAGES.valid);
      }
    } catch (error) {
      if (!(error instanceof WorkerSupersededError)) setOutput(null);
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  async function open(chosen: File) {
    let text: string;
    try {
      text = fromJson
        ? decodeTextFile(new Uint8Array(await chosen.arrayBuffer()), chosen.name, 'json')
        : await xmlText(chosen);
    } catch (error) {
      showError(error);
      return;
    }
    if (text.length > EDITABLE_CHARS) setFile({ name: chosen.name, size: chosen.size, text });
    else {
      setFile(null);
      update(fromJson ? 'json' : 'xml', text);
    }
  }

  const errorOf = (name: FieldName) => (fieldError?.field === name ? { error: fieldError.message } : {});
  const text = outputText(output);
  const download = output && FILES[output.operation];

  return (
    <ToolPage
      toolId="xml"
      onRun={run}
      input={
        <Pane title="Input">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Operation</legend>
            <div className="flex flex-wrap gap-2">
              {XML_ACTIONS.map((action) => (
                <label
                  key={action}
                  className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary"
                >
                  <input
                    type="radio"
                    name="xml-operation"
                    value={action}
                    checked={operation === action}
                    onChange={() => update('operation', action)}
                    className="accent-primary"
                  />
                  {OPERATION_LABELS[action]}
                </label>
              ))}
            </div>
          </fieldset>
          {operation === 'xpath' && (
            <TextField
              label="XPath expression"
              className="font-mono"
              spellCheck={false}
              {...errorOf('expression')}
              {...field('expression')}
            />
          )}
          {operation === 'xpath' && (
            <TextAreaField
              label="Namespace prefixes"
              hint="One prefix=uri a line, for names in a namespace: m=http://maven.apache.org/POM/4.0.0, then //m:dependency. The document's own prefixes work without."
              rows={2}
              className="font-mono"
              spellCheck={false}
              placeholder="m=http://maven.apache.org/POM/4.0.0"
              {...errorOf('ns')}
              value={form.ns.join('\n')}
              onChange={(event) => update('ns', event.target.value.split('\n'))}
            />
          )}
          {file ? null : fromJson ? (
            <TextAreaField
              ref={jsonBox}
              label="JSON document"
              hint={'In xmltodict\'s convention: {"root": {"@id": "1", "#text": "…", "item": ["a", "b"]}}'}
              rows={12}
              className="font-mono"
              spellCheck={false}
              {...errorOf('json')}
              {...field('json')}
            />
          ) : (
            <TextAreaField
              ref={xmlBox}
              label="XML document"
              rows={12}
              className="font-mono"
              spellCheck={false}
              {...errorOf('xml')}
              {...field('xml')}
            />
          )}
          <FileDrop
            label={fromJson ? 'Or open a JSON file' : 'Or open an XML file'}
            description="Up to 1 MB it opens in the box to edit; a larger file is read as it is."
            accept={[]}
            maxBytes={XML_MAX_LENGTH}
            messages={{
              type: { title: FILE_REFUSED_TITLES.type, description: 'This file cannot be read.' },
              size: { title: FILE_REFUSED_TITLES.size, description: XML_MESSAGES.tooLong },
            }}
            file={file}
            onFile={(chosen) => void open(chosen)}
            onRemove={() => setFile(null)}
          />
          {file && fieldError && fieldError.field !== 'expression' && fieldError.field !== 'ns' ? (
            <p role="alert" className="text-sm text-destructive">
              {fieldError.message}
            </p>
          ) : null}
          {INDENTED.includes(operation) && (
            <SelectField
              label="Indent"
              value={form.indent}
              options={XML_INDENTS}
              labels={INDENT_LABELS}
              onChange={(value) => update('indent', value)}
            />
          )}
          <RunButton busy={busy} busyLabel={busyLabel} onClick={run}>
            {runLabel}
          </RunButton>
        </Pane>
      }
      output={
        <Pane
          title="Output"
          actions={
            text && download ? (
              <>
                <CopyButton value={text} />
                <DownloadButton
                  files={async () => ({
                    ...download,
                    data: XML_OUT.has(output.operation) ? await xmlBytes(text) : text,
                  })}
                />
              </>
            ) : undefined
          }
        >
          {output?.kind === 'validation' && <ValidationSummary result={output.result} />}
          {output?.kind === 'xpath' && (
            <p role="status" className="text-sm text-muted-foreground">
              {output.result.type === 'nodes'
                ? `${output.result.values.length} ${output.result.values.length === 1 ? 'node' : 'nodes'}`
                : `A ${output.result.type}`}
            </p>
          )}
          {text.length > PREVIEW_CHARS && (
            <p role="note" className="text-sm text-muted-foreground">
              Showing the first {PREVIEW_CHARS / 1000} KB of {(text.length / 1_000_000).toFixed(1)} MB; Copy
              and Download give the whole document.
            </p>
          )}
          {output?.kind !== 'validation' && (
            <OutputPanel
              value={text.slice(0, PREVIEW_CHARS)}
              label={download?.name ?? 'Output'}
              empty={
                <EmptyState icon={FileText}>Paste XML, choose an operation and press {runLabel}.</EmptyState>
              }
            />
          )}
        </Pane>
      }
    />
  );
}

function outputText(output: Output | null): string {
  if (!output || output.kind === 'validation') return '';
  if (output.kind === 'xpath') return output.result.values.join('\n');
  return output.text;
}

function ValidationSummary({ result }: { result: ValidXml }) {
  const rows: [string, string][] = [
    ['Root element', `<${result.root}>`],
    ['Elements', String(result.elements)],
    ['Attributes', String(result.attributes)],
    ['Depth', String(result.depth)],
  ];
  return (
    <div role="status" className="grid gap-3">
      <p className="text-sm font-medium">{XML_MESSAGES.valid}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-mono">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

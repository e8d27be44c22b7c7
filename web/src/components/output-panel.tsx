import type { OutputFile } from '@toolbox/core/ports';
import { WrapText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { CopyButton } from './copy-button';
import { DownloadButton } from './download-button';
import { Button } from './ui/button';
import { cn } from './ui/cn';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs';

export interface OutputPanelProps {
  /** One generated text shown in the Raw tab (mono, scrollable). */
  value?: string;
  /**
   * Generated files instead of `value`: one tab per file (named by the file), with built-in Copy and Download
   * of the file shown and, for several files, Download all (.zip).
   */
  files?: readonly OutputFile[];
  /** The zip's name for Download all (several files). */
  zipName?: string;
  /** Rendered preview; when given, Raw/Preview tabs appear. */
  preview?: ReactNode;
  /** Names the code region for assistive technology. */
  label?: string;
  defaultTab?: 'raw' | 'preview';
  /** Buttons shown next to the tabs (copy, download). */
  actions?: ReactNode;
  /** Shown instead of the code block while there is no output yet. */
  empty?: ReactNode;
  className?: string;
  /** Tailwind max-height class for the code block. */
  maxHeightClass?: string;
}

export function OutputPanel({ files, ...props }: OutputPanelProps) {
  if (files === undefined) return <TextOutput {...props} value={props.value ?? ''} />;
  return <FilesOutput files={files} {...props} />;
}

const textOf = (file: OutputFile) =>
  typeof file.data === 'string' ? file.data : `(${file.data.length} bytes of ${file.mime})`;

function FilesOutput({
  files,
  zipName = 'files.zip',
  empty,
  className,
  maxHeightClass,
  actions,
}: OutputPanelProps & { files: readonly OutputFile[] }) {
  const [current, setCurrent] = useState(0);
  const shown = files[Math.min(current, files.length - 1)];
  const fileActions = shown && (
    <>
      {actions}
      {typeof shown.data === 'string' && <CopyButton value={shown.data} />}
      <DownloadButton files={() => shown}>Download</DownloadButton>
      {files.length > 1 && (
        <DownloadButton files={() => files} zipName={zipName}>
          Download all (.zip)
        </DownloadButton>
      )}
    </>
  );
  if (!shown) return <TextOutput value="" empty={empty} className={className} actions={actions} />;
  if (files.length === 1) {
    return (
      <TextOutput
        value={textOf(shown)}
        label={shown.name}
        actions={fileActions}
        className={className}
        maxHeightClass={maxHeightClass}
      />
    );
  }
  return (
    <Tabs
      value={String(Math.min(current, files.length - 1))}
      onValueChange={(value) => setCurrent(Number(value))}
      data-slot="output-panel"
      className={cn('grid gap-3', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TabsList className="h-auto flex-wrap">
          {files.map((file, index) => (
            <TabsTrigger
              key={file.name}
              value={String(index)}
              // A long file name wraps inside its tab (capped at the list's width) instead of sticking out.
              className="h-auto max-w-full flex-none whitespace-normal font-mono text-xs [overflow-wrap:anywhere]"
            >
              {file.name}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="flex flex-wrap items-center gap-2">{fileActions}</div>
      </div>
      {files.map((file, index) => (
        <TabsContent key={file.name} value={String(index)}>
          <CodeBlock value={textOf(file)} label={file.name} maxHeightClass={maxHeightClass} wrap />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function TextOutput({
  value,
  preview,
  label = 'Output',
  defaultTab = 'preview',
  actions,
  empty,
  className,
  maxHeightClass,
}: OutputPanelProps & { value: string }) {
  const [wrap, setWrap] = useState(true);
  const showEmpty = !value && empty;

  const wrapToggle = (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-pressed={wrap}
      aria-label="Wrap long lines"
      title="Wrap long lines"
      onClick={() => setWrap((current) => !current)}
      className="aria-pressed:bg-accent aria-pressed:text-accent-foreground"
    >
      <WrapText aria-hidden="true" />
    </Button>
  );

  const code = showEmpty ? (
    empty
  ) : (
    <CodeBlock value={value} label={label} maxHeightClass={maxHeightClass} wrap={wrap} />
  );

  if (preview === undefined) {
    return (
      <div data-slot="output-panel" className={cn('grid gap-3', className)}>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {actions}
          {!showEmpty && wrapToggle}
        </div>
        {code}
      </div>
    );
  }

  return (
    <Tabs defaultValue={defaultTab} data-slot="output-panel" className={className}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TabsList>
          <TabsTrigger value="preview">Preview</TabsTrigger>
          <TabsTrigger value="raw">Raw</TabsTrigger>
        </TabsList>
        <div className="flex items-center gap-2">
          {actions}
          {!showEmpty && wrapToggle}
        </div>
      </div>
      <TabsContent value="preview">{showEmpty ? empty : preview}</TabsContent>
      <TabsContent value="raw">{code}</TabsContent>
    </Tabs>
  );
}

function CodeBlock({
  value,
  label,
  maxHeightClass = 'max-h-[32rem]',
  wrap,
}: {
  value: string;
  label: string;
  maxHeightClass?: string | undefined;
  wrap: boolean;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn('overflow-auto rounded-md border bg-muted/50', maxHeightClass)}
    >
      <pre
        className={cn(
          'p-4 font-mono text-[0.8125rem] leading-relaxed',
          wrap ? 'whitespace-pre-wrap break-words' : 'whitespace-pre',
        )}
      >
        <code>{value}</code>
      </pre>
    </section>
  );
}

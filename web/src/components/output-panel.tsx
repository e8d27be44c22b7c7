import { WrapText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from './ui/button';
import { cn } from './ui/cn';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs';

export interface OutputPanelProps {
  /** The generated text shown in the Raw tab (mono, scrollable). */
  value: string;
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

export function OutputPanel({
  value,
  preview,
  label = 'Output',
  defaultTab = 'preview',
  actions,
  empty,
  className,
  maxHeightClass = 'max-h-[32rem]',
}: OutputPanelProps) {
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

  if (preview === undefined) {
    return (
      <div data-slot="output-panel" className={cn('grid gap-3', className)}>
        <div className="flex items-center justify-end gap-2">
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

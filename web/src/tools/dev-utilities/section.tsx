import type { ReactNode } from 'react';
import { CopyButton } from '../../components/copy-button';
import { PaneHeader } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';

/** One utility's card inside a tab. */
export function Section({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <PaneHeader title={title} description={description} actions={actions} />
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** A read-only, monospaced result line with its copy button beside it (named `copyLabel`, toasting `copied`). */
export function ResultText({
  label,
  value,
  copyLabel,
  copied,
}: {
  label: string;
  value: string;
  copyLabel: string;
  copied: string;
}) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <output
        aria-label={label}
        className="min-w-0 flex-1 break-all rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm"
      >
        {value}
      </output>
      <CopyButton value={value} iconOnly label={copyLabel} successDescription={copied} />
    </div>
  );
}

/** A generator's buttons: Generate, and Copy all (one result a line) once there is more than one result. */
export function GenerateButtons({
  onGenerate,
  children,
  results,
  copiedAll,
}: {
  onGenerate(): void;
  /** The Generate button's icon and words. */
  children: ReactNode;
  results: readonly string[];
  /** The toast once Copy all has copied. */
  copiedAll: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={onGenerate}>{children}</Button>
      {results.length > 1 && (
        <CopyButton value={results.join('\n')} label="Copy all" successDescription={copiedAll} />
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { PaneHeader } from '../../components/tool-page';
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

/** A read-only, monospaced result line with its copy button beside it. */
export function ResultText({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <output
        aria-label={label}
        className="min-w-0 flex-1 break-all rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm"
      >
        {value}
      </output>
      {children}
    </div>
  );
}

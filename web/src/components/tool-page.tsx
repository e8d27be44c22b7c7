import { findTool, type ToolId } from '@toolbox/core/registry';
import { type ReactNode, useContext, useEffect, useRef } from 'react';
import { CopyLinkButton, LinkNotes } from './copy-link';
import { useDocumentTitle } from './document-title';
import { findRunButton, RUN_ATTRIBUTE, runShortcutLabel } from './run-action';
import { shortcutLabel } from './shortcut';
import { ToolHeaderExtras } from './tool-header-extras';
import { ToolIconView } from './tool-icons';
import { Button, type ButtonProps } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';
import { cn } from './ui/cn';
import { Kbd } from './ui/kbd';
import { Spinner } from './ui/spinner';

export interface ToolPageProps {
  toolId: ToolId;
  /** Ctrl/Cmd+Enter on a page without a RunButton; with one, the shortcut presses the RunButton. */
  onRun?: () => void;
  /** Left pane (stacked first under 1024 px). */
  input?: ReactNode;
  /** Right pane: preview and actions. */
  output?: ReactNode;
  /** Anything full-width below the panes, or instead of them for tools with their own layout. */
  children?: ReactNode;
  /**
   * How the panes share the width on a wide screen: two halves (the default), `stacked` (each the whole width, the
   * output under the input: a diff, a docs page) or `main-aside` (the input takes what the output's column leaves).
   */
  layout?: PaneLayout;
  className?: string;
}

type PaneLayout = 'halves' | 'stacked' | 'main-aside';

/** The panes' grid for each layout; one column under 1024 px whatever the layout. */
export const PANE_GRID: Record<PaneLayout, string> = {
  halves: 'grid items-start gap-6 lg:grid-cols-2',
  stacked: 'grid items-start gap-6',
  'main-aside': 'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]',
};

/** Header from the registry (icon, the page's one h1, description) and the two-pane body. */
export function ToolPage({
  toolId,
  onRun,
  input,
  output,
  children,
  layout = 'halves',
  className,
}: ToolPageProps) {
  const tool = findTool(toolId);
  if (!tool) throw new Error(`Unknown tool id: ${toolId}`);
  useDocumentTitle(tool.title, tool.description);
  useRunShortcut(onRun);
  const extras = useContext(ToolHeaderExtras);

  return (
    <div className={cn('mx-auto flex w-full max-w-7xl flex-col gap-6', className)}>
      {/* On a phone the buttons go under the title rather than squeezing it to a word a line. */}
      <header className="flex flex-wrap items-start gap-4">
        <span className="rounded-lg border bg-card p-2.5 text-primary shadow-xs">
          <ToolIconView icon={tool.icon} className="size-5" />
        </span>
        <div className="grid min-w-0 flex-1 basis-56 gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{tool.title}</h1>
          <p className="text-muted-foreground">{tool.description}</p>
        </div>
        <div className="ml-auto flex items-start gap-4">
          <CopyLinkButton toolId={toolId} />
          {extras?.(tool)}
        </div>
      </header>
      <LinkNotes toolId={toolId} />
      {(input || output) && (
        <div className={PANE_GRID[layout]}>
          {input}
          {output}
        </div>
      )}
      {children}
    </div>
  );
}

export interface PaneProps {
  title: string;
  description?: ReactNode;
  /** Secondary actions (Copy, Download...) in the card's header. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A panel's header: its title with the actions beside it, and the description under both. Where title and
 * actions do not fit on one line, the actions move under the title (and wrap among themselves) rather than
 * squeezing the title until it breaks inside a word.
 */
export function PaneHeader({
  title,
  description,
  actions,
}: Pick<PaneProps, 'title' | 'description' | 'actions'>) {
  return (
    <CardHeader>
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <CardTitle className="min-w-0 flex-[1_1_auto]">{title}</CardTitle>
          <div data-slot="pane-actions" className="flex max-w-full flex-wrap items-center gap-2">
            {actions}
          </div>
        </div>
      ) : (
        <CardTitle>{title}</CardTitle>
      )}
      {description && <CardDescription>{description}</CardDescription>}
    </CardHeader>
  );
}

/** A titled card: the input or the output side of a tool page. */
export function Pane({ title, description, actions, children, className }: PaneProps) {
  return (
    <Card className={cn('min-w-0', className)}>
      <PaneHeader title={title} description={description} actions={actions} />
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

export interface RunButtonProps extends ButtonProps {
  busy?: boolean;
  /** The spec's busy text, e.g. "Generating...". */
  busyLabel?: string;
}

/** The primary action button, with its Ctrl/Cmd+Enter hint (drawn, in the tooltip, and what the shortcut presses). */
export function RunButton({
  busy = false,
  busyLabel = 'Generating...',
  children,
  disabled,
  ...props
}: RunButtonProps) {
  return (
    <Button
      disabled={disabled || busy}
      aria-keyshortcuts="Control+Enter Meta+Enter"
      title={`Shortcut: ${runShortcutLabel()}`}
      {...{ [RUN_ATTRIBUTE]: '' }}
      {...props}
    >
      {busy && <Spinner />}
      {busy ? busyLabel : children}
      {!busy && (
        <Kbd
          aria-hidden="true"
          // No tint behind the hint: white on a lighter blue falls below AA contrast.
          className="ml-1 hidden border-primary-foreground/40 bg-transparent text-primary-foreground sm:inline-flex"
        >
          {shortcutLabel('↵')}
        </Kbd>
      )}
    </Button>
  );
}

export function isRunShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey;
}

function useRunShortcut(onRun: (() => void) | undefined) {
  const latest = useRef(onRun);
  latest.current = onRun;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || !isRunShortcut(event)) return;
      const button = findRunButton(document.activeElement);
      if (button) {
        event.preventDefault();
        if (!button.disabled) button.click();
      } else if (latest.current) {
        event.preventDefault();
        latest.current();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

import { type Tool, toolPath, tools } from '@toolbox/core/registry';
import { Command } from 'cmdk';
import { CornerDownLeft, LayoutDashboard, Play, Search, User, Users } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { findRunButton, runButtonLabel, runShortcutLabel } from '../components/run-action';
import { ToolIconView } from '../components/tool-icons';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../components/ui/dialog';
import { Kbd } from '../components/ui/kbd';
import { paletteResults } from './palette-search';
import { useToolHistory } from './tool-history/use-tool-history';

const pageIcons = { '/': LayoutDashboard, '/profile': User, '/teams': Users } as const;

const itemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-md px-3 py-2 text-sm outline-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground';
const groupClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground';

export default function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const results = useMemo(() => paletteResults(query, tools), [query]);
  // A new query chooses its first result, so the list starts at the top. cmdk first scrolls to the item chosen
  // before the results changed (on a phone, the old first item, now at the bottom) and then chooses the new first
  // without scrolling back: the list is put back at its top once that has settled, in the next frame.
  const listRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new query, which it does not read
  useEffect(() => {
    const frame = requestAnimationFrame(() => listRef.current?.scrollTo({ top: 0 }));
    return () => cancelAnimationFrame(frame);
  }, [query]);
  const { favourites, recent } = useToolHistory();
  // The page's primary action, offered with its shortcut (the same button Ctrl/Cmd+Enter presses).
  const [run, setRun] = useState<{ label: string; button: HTMLButtonElement } | null>(null);
  useEffect(() => {
    if (!open) return;
    const button = findRunButton(document.activeElement);
    setRun(button ? { label: runButtonLabel(button), button } : null);
  }, [open]);
  // With nothing typed, the user's own tools come first; a query searches everything.
  const shortcuts = query.trim()
    ? []
    : [
        { heading: 'Favourites', prefix: 'favourite', tools: favourites },
        { heading: 'Recently used', prefix: 'recent', tools: recent },
      ];

  function go(path: string) {
    onOpenChange(false);
    setQuery('');
    navigate(path);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showClose={false} className="max-w-xl gap-0 overflow-hidden p-0">
        <DialogTitle className="sr-only">Search tools</DialogTitle>
        <DialogDescription className="sr-only">
          Type to filter, arrow keys to move, Enter to open.
        </DialogDescription>
        <Command shouldFilter={false} loop label="Search tools" className="flex flex-col">
          <div className="flex items-center gap-2 border-b px-3">
            <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder="Search tools..."
              className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
          <Command.List ref={listRef} className="max-h-[min(24rem,60vh)] overflow-y-auto p-2">
            <Command.Empty className="py-8 text-center text-sm text-muted-foreground">
              No tools match “{query}”.
            </Command.Empty>
            {shortcuts.map(
              (group) => group.tools.length > 0 && <ToolGroup key={group.prefix} {...group} onSelect={go} />,
            )}
            {results.tools.length > 0 && (
              <ToolGroup
                heading="Tools"
                prefix="tool"
                tools={results.tools}
                onSelect={go}
                pathOf={(tool) => toolPath(tool, query)}
              />
            )}
            {results.pages.length > 0 && (
              <Command.Group heading="Pages" className={groupClass}>
                {results.pages.map((page) => {
                  const Icon = pageIcons[page.path as keyof typeof pageIcons];
                  return (
                    <Command.Item
                      key={page.path}
                      value={page.path}
                      onSelect={() => go(page.path)}
                      className={itemClass}
                    >
                      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                      <span className="font-medium">{page.title}</span>
                    </Command.Item>
                  );
                })}
              </Command.Group>
            )}
            {run && (!query.trim() || run.label.toLowerCase().includes(query.trim().toLowerCase())) && (
              <Command.Group heading="This page" className={groupClass}>
                <Command.Item
                  value="run-main-action"
                  disabled={run.button.disabled}
                  onSelect={() => {
                    onOpenChange(false);
                    setQuery('');
                    setTimeout(() => run.button.click(), 0);
                  }}
                  className={itemClass}
                >
                  <Play aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <span className="font-medium">{run.label}</span>
                  <Kbd className="ml-auto">{runShortcutLabel()}</Kbd>
                </Command.Item>
              </Command.Group>
            )}
          </Command.List>
          <div className="flex items-center gap-1.5 border-t px-3 py-2 text-xs text-muted-foreground">
            <CornerDownLeft aria-hidden="true" className="size-3.5" /> to open
            <span className="ml-auto">Esc to close</span>
          </div>
        </Command>
      </DialogContent>
    </Dialog>
  );
}

/** One group of tools; `prefix` keeps each item's value unique when a tool shows in several groups. */
function ToolGroup({
  heading,
  prefix,
  tools,
  onSelect,
  pathOf = (tool) => `/${tool.id}`,
}: {
  heading: string;
  prefix: string;
  tools: readonly Tool[];
  onSelect(path: string): void;
  /** Where a hit opens: a search opens the tab its words name. */
  pathOf?: (tool: Tool) => string;
}) {
  return (
    <Command.Group heading={heading} className={groupClass}>
      {tools.map((tool) => (
        <Command.Item
          key={tool.id}
          value={`${prefix}:${tool.id}`}
          onSelect={() => onSelect(pathOf(tool))}
          className={itemClass}
        >
          <ToolIconView icon={tool.icon} className="size-4 shrink-0 text-muted-foreground" />
          <span className="grid min-w-0">
            <span className="truncate font-medium">{tool.title}</span>
            <span className="truncate text-xs text-muted-foreground">{tool.description}</span>
          </span>
        </Command.Item>
      ))}
    </Command.Group>
  );
}

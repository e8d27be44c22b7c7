import type { ToolId } from '@toolbox/core/registry';
import { Link2 } from 'lucide-react';
import { copyText } from '../platform/clipboard';
import { MAX_LINK_VALUE, setLinkNote, useLinkStatus } from './link-status';
import { Button } from './ui/button';

const names = (list: readonly string[]) => list.map((name) => `"${name}"`).join(', ');

/**
 * The tool header's copy of the page's link, which holds its inputs (url-state.ts). Named "Page link": the pages'
 * own Copy, Copy link (a shared project's, a share's) and Share link buttons keep their names to themselves.
 */
export function CopyLinkButton({ toolId }: { toolId: ToolId }) {
  const path = `/${toolId}`;
  const { tooLarge } = useLinkStatus(path);
  async function copy() {
    try {
      await copyText(window.location.href);
      setLinkNote(
        path,
        tooLarge.length > 0
          ? `Link copied without ${names(tooLarge)}: too large to put in a link (over ${MAX_LINK_VALUE} characters).`
          : 'Link copied: it opens this page with these inputs.',
      );
    } catch {
      setLinkNote(path, 'Could not copy the link: copy it from the address bar.');
    }
  }
  return (
    <Button
      variant="outline"
      size="sm"
      className="shrink-0"
      onClick={copy}
      aria-label="Page link"
      title="Copy a link to this page with its inputs"
    >
      <Link2 aria-hidden="true" />
      <span className="hidden sm:inline">Page link</span>
    </Button>
  );
}

/** What the page's link could not carry, or carried that the page refused; nothing otherwise. */
export function LinkNotes({ toolId }: { toolId: ToolId }) {
  const { refused, note } = useLinkStatus(`/${toolId}`);
  if (refused.length === 0 && !note) return null;
  return (
    <div className="grid gap-1 text-sm">
      {refused.map((message) => (
        <p key={message} role="alert" className="text-error">
          {message}
        </p>
      ))}
      {note && (
        <p role="status" className="text-muted-foreground">
          {note}
        </p>
      )}
    </div>
  );
}

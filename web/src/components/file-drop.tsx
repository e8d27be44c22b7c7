import { FileIcon, Upload, X } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { checkFile, type FileProblem, type FileRules, formatBytes } from './file-rules';
import { Button } from './ui/button';
import { cn } from './ui/cn';

interface FileDropMessage {
  title: string;
  description: string;
}

export interface FileDropProps extends FileRules {
  label: string;
  /** One line under the label, e.g. "PNG, JPG or SVG up to 2MB". */
  description?: string;
  /** The spec's toasts for a rejected file, e.g. "Invalid File Type" / "File Too Large". */
  messages: Record<FileProblem, FileDropMessage>;
  onFile(file: File): void;
  /** The file currently chosen; shows its name with a Remove button when onRemove is given. */
  file?: Pick<File, 'name' | 'size'> | null;
  onRemove?(): void;
  disabled?: boolean;
  className?: string;
}

export function FileDrop({
  label,
  description,
  accept,
  maxBytes,
  messages,
  onFile,
  file,
  onRemove,
  disabled,
  className,
}: FileDropProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();

  function take(candidate: File | undefined) {
    if (!candidate) return;
    const problem = checkFile(candidate, { accept, maxBytes });
    if (problem) {
      toast.error(messages[problem].title, { description: messages[problem].description });
      return;
    }
    onFile(candidate);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  }

  return (
    <div data-slot="file-drop" className={cn('grid gap-2', className)}>
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      {file && onRemove ? (
        <div className="flex items-center gap-3 rounded-lg border bg-muted/40 px-3 py-2">
          <FileIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 flex-1 truncate text-sm">{file.name}</span>
          <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(file.size)}</span>
          <Button variant="ghost" size="icon-sm" onClick={onRemove} aria-label={`Remove ${file.name}`}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : (
        // The dashed area takes the drop; the button inside it names only words it shows (WCAG 2.5.3, label in
        // name), so the description sits beside the button, not in it, and is read as its description.
        // biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; the button inside is the keyboard and click path
        <div
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={cn(
            'grid justify-items-center gap-1 rounded-lg border-2 border-dashed pb-6 text-center transition-colors has-[button:hover:enabled]:bg-muted/50',
            disabled && 'opacity-50',
            dragging && 'border-primary bg-primary/5',
          )}
        >
          <button
            type="button"
            disabled={disabled}
            aria-labelledby={`${id}-label ${id}-action`}
            aria-describedby={description ? `${id}-description` : undefined}
            onClick={() => inputRef.current?.click()}
            className={cn(
              'flex w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-md px-4 pt-8 disabled:cursor-not-allowed',
              !description && 'pb-2',
            )}
          >
            <Upload aria-hidden="true" className="size-6 text-muted-foreground" />
            <span id={`${id}-action`} className="text-sm">
              <span className="font-medium text-primary">Click to upload</span> or drag and drop
            </span>
          </button>
          {description && (
            <span id={`${id}-description`} className="px-4 text-xs text-muted-foreground">
              {description}
            </span>
          )}
        </div>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={accept.join(',')}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}

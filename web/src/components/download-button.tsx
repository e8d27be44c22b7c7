import type { FileSink, OutputFile } from '@toolbox/core/ports';
import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { usePlatformPorts } from '../platform/platform-ports';
import { Button, type ButtonProps } from './ui/button';
import { Spinner } from './ui/spinner';
import { toastError } from './use-tool-action';

type Files = OutputFile | readonly OutputFile[];

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Produces the file(s) at click time. */
  files: () => Files | Promise<Files>;
  children?: ReactNode;
  busyLabel?: string;
  /** Several files go out as one zip with this name instead of one by one. */
  zipName?: string;
  /** Pause between files when downloading one by one (the spec's 500 ms / 300 ms). */
  delayMs?: number;
  successTitle?: string;
  successDescription?: string;
  errorTitle?: string;
  /** Shown when generation fails with anything but a ToolInputError (whose own title and message are shown). */
  errorDescription?: string;
  /** Where the files go; the platform's downloads (usePlatformPorts) unless given. */
  sink?: FileSink;
}

export function DownloadButton({
  files,
  children = 'Download',
  busyLabel = 'Generating...',
  zipName,
  delayMs = 0,
  successTitle,
  successDescription,
  errorTitle = 'Download Failed',
  errorDescription,
  sink,
  variant = 'outline',
  size = 'sm',
  disabled,
  ...props
}: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const { downloads } = usePlatformPorts();

  async function download() {
    setBusy(true);
    try {
      await writeFiles(await files(), sink ?? downloads, { zipName, delayMs });
      if (successTitle)
        toast.success(successTitle, successDescription ? { description: successDescription } : undefined);
    } catch (error) {
      toastError(error, { title: errorTitle, description: errorDescription ?? messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant={variant} size={size} disabled={disabled || busy} onClick={download} {...props}>
      {busy ? <Spinner /> : <Download aria-hidden="true" />}
      {busy ? busyLabel : children}
    </Button>
  );
}

export async function writeFiles(
  files: Files,
  sink: FileSink,
  options: { zipName?: string; delayMs?: number; wait?: (ms: number) => Promise<void> } = {},
): Promise<void> {
  const list: readonly OutputFile[] = Array.isArray(files) ? files : [files as OutputFile];
  if (options.zipName && list.length > 1) {
    // fflate's module sets up its tables as it loads: only a zip download pays for it.
    const { zipFiles } = await import('../platform/zip-sink');
    await sink.write(zipFiles(list, options.zipName));
    return;
  }
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (const [index, file] of list.entries()) {
    if (index > 0 && options.delayMs) await wait(options.delayMs);
    await sink.write(file);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong.';
}

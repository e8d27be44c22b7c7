import type { OutputFile } from '@toolbox/core/ports';
import type { ReactNode } from 'react';
import { DownloadButton } from './download-button';

type Files = () => Promise<readonly OutputFile[]> | readonly OutputFile[];

export interface DownloadRowProps {
  title: ReactNode;
  detail: ReactNode;
  /** Produces the one file at click time. */
  file: () => Promise<OutputFile> | OutputFile;
  fileName: string;
  /** What the button downloads, read before its visible text, e.g. "Download 1200 × 630" (+ "PNG"). */
  label: string;
  /** Shown when producing the file fails for anything but bad input. */
  errorDescription: string;
  children?: ReactNode;
  testId?: string;
}

/** One downloadable output in a list: its title and details, and a Download button. */
export function DownloadRow({
  title,
  detail,
  file,
  fileName,
  label,
  errorDescription,
  children = 'PNG',
  testId,
}: DownloadRowProps) {
  return (
    <li data-testid={testId} className="flex items-center justify-between gap-3 rounded-lg border p-3">
      <div>
        <p className="font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">{detail}</p>
      </div>
      <DownloadButton
        files={file}
        successTitle="Download Complete"
        successDescription={`${fileName} has been downloaded.`}
        errorDescription={errorDescription}
      >
        {/* The accessible name keeps the visible text (WCAG 2.5.3, label in name) after what it downloads. */}
        <span className="sr-only">{label} </span>
        {children}
      </DownloadButton>
    </li>
  );
}

export interface DownloadAllProps {
  files: Files;
  /** The spec's pause between files, one by one. */
  delayMs: number;
  zipName: string;
  /** The success toast's text after the one-by-one downloads. */
  allDescription: string;
  errorDescription: string;
}

/** "Download all" one file at a time (with the spec's spacing) and "Download all (.zip)". */
export function DownloadAll({ files, delayMs, zipName, allDescription, errorDescription }: DownloadAllProps) {
  return (
    <>
      <DownloadButton
        files={files}
        delayMs={delayMs}
        successTitle="All Downloads Complete"
        successDescription={allDescription}
        errorDescription={errorDescription}
      >
        Download all
      </DownloadButton>
      <DownloadButton
        files={files}
        zipName={zipName}
        successTitle="Download Complete"
        successDescription={`${zipName} has been downloaded.`}
        errorDescription={errorDescription}
      >
        Download all (.zip)
      </DownloadButton>
    </>
  );
}

import type { OutputFile } from '@toolbox/core/ports';
import {
  FAVICON_DOWNLOAD_SPACING_MS,
  FAVICON_FILE_NAMES,
  FAVICON_SIZES,
  MANIFEST_SIZES,
  MASKABLE_FILE_NAMES,
} from '@toolbox/core/tools/favicon-maker';
import { DownloadButton } from '../../components/download-button';
import { DownloadAll, DownloadRow } from '../../components/download-row';
import { Pane } from '../../components/tool-page';

const SIZE_LABELS: Record<number, string> = {
  16: 'Browser tab',
  32: 'Browser tab (retina)',
  48: 'Windows site icon',
  96: 'Desktop browsers and search results',
  180: 'Apple touch icon (full square: iOS rounds it)',
  192: 'Android / PWA',
  512: 'PWA splash',
};

function pick(files: readonly OutputFile[], name: string): OutputFile {
  const file = files.find((f) => f.name === name);
  if (!file) throw new Error(`Missing ${name}`);
  return file;
}

const FAILED = 'Failed to generate favicon';

/** The set's files beside the PNG sizes, one row each. */
const VECTOR_FILES = [
  {
    kind: 'SVG',
    fileName: 'favicon.svg',
    testId: 'favicon-svg',
    title: '512 × 512 SVG',
    detail: 'Scalable, for modern browsers',
  },
  {
    kind: 'ICO',
    fileName: 'favicon.ico',
    testId: 'favicon-ico',
    title: 'favicon.ico',
    detail: '48, 32 and 16 px in one file',
  },
] as const;

/** The Download card: every file of the set one by one, all at once, or as a zip. */
export function FaviconDownloads({ render }: { render: () => Promise<readonly OutputFile[]> }) {
  const one = (fileName: string) => async () => pick(await render(), fileName);
  return (
    <Pane
      title="Download"
      actions={
        <DownloadAll
          files={render}
          delayMs={FAVICON_DOWNLOAD_SPACING_MS}
          zipName="favicons.zip"
          allDescription="The whole favicon set has been downloaded."
          errorDescription={FAILED}
        />
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {FAVICON_SIZES.map((size) => (
          <DownloadRow
            key={size}
            testId={`favicon-size-${size}`}
            title={`${size} × ${size}`}
            detail={SIZE_LABELS[size]}
            file={one(FAVICON_FILE_NAMES[size])}
            fileName={FAVICON_FILE_NAMES[size]}
            label={`Download ${size} × ${size} PNG`}
            errorDescription={FAILED}
          />
        ))}
        {MANIFEST_SIZES.map((size) => (
          <DownloadRow
            key={`maskable-${size}`}
            testId={`favicon-maskable-${size}`}
            title={`${size} × ${size} maskable`}
            detail="Android / PWA, any launcher shape"
            file={one(MASKABLE_FILE_NAMES[size])}
            fileName={MASKABLE_FILE_NAMES[size]}
            label={`Download ${size} × ${size} maskable PNG`}
            errorDescription={FAILED}
          />
        ))}
        {VECTOR_FILES.map((entry) => (
          <DownloadRow
            key={entry.fileName}
            testId={entry.testId}
            title={entry.title}
            detail={entry.detail}
            file={one(entry.fileName)}
            fileName={entry.fileName}
            label={`Download ${entry.kind}`}
            errorDescription={FAILED}
          >
            {entry.kind}
          </DownloadRow>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
        <div>
          <p className="font-medium">Web app manifest</p>
          <p className="text-sm text-muted-foreground">
            site.webmanifest with the 192 and 512 icons, plain and maskable
          </p>
        </div>
        <DownloadButton
          files={async () => {
            const files = await render();
            return [
              pick(files, 'site.webmanifest'),
              ...MANIFEST_SIZES.flatMap((size) => [
                pick(files, FAVICON_FILE_NAMES[size]),
                pick(files, MASKABLE_FILE_NAMES[size]),
              ]),
            ];
          }}
          delayMs={FAVICON_DOWNLOAD_SPACING_MS}
          successTitle="Manifest Downloaded"
          successDescription="site.webmanifest and its 192 and 512 icons have been downloaded."
          errorDescription={FAILED}
        >
          Manifest
        </DownloadButton>
      </div>
    </Pane>
  );
}

import { AccountApiError, fromBase64Url } from '@toolbox/core/account';
import { ToolInputError } from '@toolbox/core/errors';
import { keyFromFragment, openShare, SHARE_MESSAGES, type SharedFile } from '@toolbox/core/share';
import { LockKeyhole, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { CopyButton } from '../../components/copy-button';
import { useDocumentTitle } from '../../components/document-title';
import { DownloadButton } from '../../components/download-button';
import { OutputPanel } from '../../components/output-panel';
import { Button, buttonVariants } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { createPublicShareApi } from '../../platform/account/share-api';
import { browserAesGcm } from '../../platform/aes-gcm';
import { BrandMark } from '../brand';
import { ThemeToggle } from '../theme-toggle';

type Opened =
  | { kind: 'closed' }
  | { kind: 'opening' }
  | { kind: 'open'; file: SharedFile; text: string | null; burned: boolean; expiresAt: string }
  | { kind: 'failed'; message: string };

/** The link's secret and key, then the API's envelope, opened here: the key never leaves this page. */
async function openLink(secret: string, hash: string): Promise<Opened> {
  const key = keyFromFragment(hash);
  if (key === null) return { kind: 'failed', message: SHARE_MESSAGES.badKey };
  try {
    const shared = await createPublicShareApi().openShare(secret);
    const envelope = fromBase64Url(shared.ciphertext);
    if (!envelope) return { kind: 'failed', message: SHARE_MESSAGES.tampered };
    const file = await openShare(envelope, key, browserAesGcm);
    return {
      kind: 'open',
      file,
      text: file.type.startsWith('text/') ? new TextDecoder().decode(file.content) : null,
      burned: shared.burn_after_reading,
      expiresAt: shared.expires_at,
    };
  } catch (error) {
    if (error instanceof AccountApiError || error instanceof ToolInputError)
      return { kind: 'failed', message: error.message };
    return { kind: 'failed', message: 'Could not reach the server. Check your connection and try again.' };
  }
}

/** `/s/<secret>#k=<key>`: an end-to-end encrypted share, opened in this browser, signed in or not. */
export default function SharePage() {
  const { secret = '' } = useParams();
  const { hash } = useLocation();
  const [opened, setOpened] = useState<Opened>({ kind: 'closed' });
  useDocumentTitle('Encrypted share');

  const open = async () => {
    setOpened({ kind: 'opening' });
    setOpened(await openLink(secret, hash));
  };

  return (
    <div className="mx-auto flex min-h-svh w-full max-w-3xl flex-col gap-6 px-4 py-6 md:px-6">
      <header className="flex items-center gap-3">
        <Link to="/" className="flex items-center gap-2 font-semibold">
          <BrandMark className="size-7" />
          Dev Toolbox
        </Link>
        <div className="ml-auto">
          <ThemeToggle />
        </div>
      </header>
      <main className="flex flex-1 flex-col gap-5">
        <div className="grid gap-2">
          <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
            <LockKeyhole aria-hidden="true" className="size-6" /> Encrypted share
          </h1>
          <p className="text-muted-foreground">
            Someone sent you a secret through an end-to-end encrypted link. It is decrypted in this browser
            with the key after the link’s #, which never reaches the server.
          </p>
        </div>
        {opened.kind === 'closed' || opened.kind === 'opening' ? (
          <div className="grid justify-items-start gap-2">
            <Button onClick={open} disabled={opened.kind === 'opening'}>
              {opened.kind === 'opening' ? <Spinner /> : <ShieldCheck aria-hidden="true" />}
              {opened.kind === 'opening' ? 'Opening…' : 'Open the secret'}
            </Button>
            <p className="text-sm text-muted-foreground">
              A link made to be read once is gone after this: copy or download what it shows.
            </p>
          </div>
        ) : opened.kind === 'failed' ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="font-medium text-error">{opened.message}</p>
            <Link to="/" className={buttonVariants({ variant: 'outline' })}>
              Return to Home
            </Link>
          </div>
        ) : (
          <section aria-label="The shared secret" className="grid gap-3">
            <p role="status" className="text-sm text-muted-foreground">
              {opened.burned
                ? 'This link was burn-after-reading: it no longer opens. Copy or download the secret now.'
                : `This link works until ${new Date(opened.expiresAt).toLocaleString()}.`}
            </p>
            {opened.text !== null ? (
              <OutputPanel
                label={opened.file.name || 'Shared text'}
                value={opened.text}
                actions={
                  <>
                    <CopyButton value={opened.text} />
                    <ShareDownload file={opened.file} />
                  </>
                }
              />
            ) : (
              <div className="flex items-center gap-3">
                <span className="font-mono text-sm">
                  {opened.file.name || 'shared file'} ({opened.file.content.length} bytes)
                </span>
                <ShareDownload file={opened.file} />
              </div>
            )}
          </section>
        )}
      </main>
    </div>
  );
}

function ShareDownload({ file }: { file: SharedFile }) {
  return (
    <DownloadButton
      files={() => ({
        name: file.name || (file.type.startsWith('text/') ? 'shared.txt' : 'shared.bin'),
        mime: file.type,
        data: file.content,
      })}
    />
  );
}

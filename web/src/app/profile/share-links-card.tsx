import type { ShareLink } from '@toolbox/core/account';
import { parseShareExpiry } from '@toolbox/core/share';
import { Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { lazyDateFormat } from '../../components/date-format';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { NativeSelect } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { createShareApi } from '../../platform/account/share-api';

const dateFormat = lazyDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null, none: string) => (iso ? dateFormat(new Date(iso)) : none);

const KIND_LABELS: Record<ShareLink['kind'], string> = {
  project: 'Board',
  preset: 'Preset',
  snapshot: 'Result',
};
const EXPIRY_CHOICES = ['', 'never', '1d', '7d', '30d'] as const;
const EXPIRY_LABELS: Record<(typeof EXPIRY_CHOICES)[number], string> = {
  '': 'Set expiry…',
  never: 'Never',
  '1d': 'In 1 day',
  '7d': 'In 7 days',
  '30d': 'In 30 days',
};

const closed = (link: ShareLink, now: number) =>
  link.revoked_at !== null
    ? 'Revoked'
    : link.expires_at && Date.parse(link.expires_at) <= now
      ? 'Expired'
      : null;

/** The profile's list of read-only share links: what each shows, when it was opened last, its expiry and revoke. */
export function ShareLinksCard() {
  const [links, setLinks] = useState<ShareLink[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setLinks(await createShareApi().listLinks());
      setLoadError(false);
    } catch {
      setLoadError(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function change(link: ShareLink, work: () => Promise<unknown>, done: string) {
    setBusy(link.id);
    try {
      await work();
      toast.success(done, { description: `“${link.title}”` });
      await load();
    } catch {
      toast.error('Share link Error', { description: 'The link was not changed. Try again.' });
    } finally {
      setBusy(null);
    }
  }

  const now = Date.now();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Share links</CardTitle>
        <CardDescription>
          Read-only links to your boards and results. A revoked link stops opening at once.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {loadError && (
          <p role="alert" className="text-sm text-error">
            Could not load your share links.{' '}
            <button type="button" className="underline" onClick={() => void load()}>
              Try again
            </button>
          </p>
        )}
        {links === null && !loadError && <Spinner />}
        {links && links.length === 0 && <p className="text-sm text-muted-foreground">No share links yet.</p>}
        {links && links.length > 0 && (
          <ul className="grid gap-3" aria-label="Your share links">
            {links.map((link) => {
              const state = closed(link, now);
              return (
                <li
                  key={link.id}
                  className="grid gap-2 border-t pt-3 sm:grid-cols-[1fr_auto] sm:items-center"
                >
                  <div className="min-w-0 text-sm">
                    <p className="font-medium break-words">
                      {link.title}{' '}
                      <span className="font-normal text-muted-foreground">· {KIND_LABELS[link.kind]}</span>
                    </p>
                    <p className="text-xs text-muted-foreground">
                      Created {when(link.created_at, '')} · last opened {when(link.last_opened_at, 'never')} ·{' '}
                      {state ?? `expires ${when(link.expires_at, 'never')}`}
                    </p>
                  </div>
                  {state === null && (
                    <div className="flex flex-wrap items-center gap-2">
                      <NativeSelect
                        aria-label={`Expiry of ${link.title}`}
                        value=""
                        disabled={busy === link.id}
                        className="w-auto"
                        onChange={(event) => {
                          const choice = EXPIRY_CHOICES.find((c) => c === event.target.value);
                          if (!choice) return;
                          const seconds = choice === 'never' ? null : parseShareExpiry(choice);
                          void change(
                            link,
                            () => createShareApi().setLinkExpiry(link.id, seconds),
                            'Expiry set',
                          );
                        }}
                      >
                        {EXPIRY_CHOICES.map((choice) => (
                          <option key={choice} value={choice} disabled={choice === ''}>
                            {EXPIRY_LABELS[choice]}
                          </option>
                        ))}
                      </NativeSelect>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy === link.id}
                        aria-label={`Revoke ${link.title}`}
                        onClick={() =>
                          void change(link, () => createShareApi().revokeLink(link.id), 'Link revoked')
                        }
                      >
                        <Trash2 aria-hidden="true" />
                        Revoke
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

import { AccountApiError, toBase64Url } from '@toolbox/core/account';
import { ToolInputError } from '@toolbox/core/errors';
import {
  DEFAULT_SHARE_EXPIRY,
  parseShareExpiry,
  SHARE_EXPIRY_CHOICES,
  sealShare,
  shareLink,
} from '@toolbox/core/share';
import { LockKeyhole } from 'lucide-react';
import { useId, useState } from 'react';
import { createShareApi } from '../platform/account/share-api';
import { browserAesGcm } from '../platform/aes-gcm';
import { systemRandom } from '../platform/random';
import { Checkbox } from './checkbox';
import { CopyButton } from './copy-button';
import { SelectField } from './select-field';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './ui/dialog';
import { Input } from './ui/input';
import { Spinner } from './ui/spinner';
import { toastError } from './use-tool-action';

type Expiry = (typeof SHARE_EXPIRY_CHOICES)[number];
const EXPIRY_LABELS: Record<Expiry, string> = {
  '1h': '1 hour',
  '1d': '1 day',
  '7d': '7 days',
  '30d': '30 days',
};

export interface ShareSecurelyProps {
  /** What the link will hold (text), read when the link is made. */
  content: () => string;
  /** The file name the reader is offered ('' for none). */
  name?: string;
  type?: string;
  disabled?: boolean;
}

/**
 * "Share securely": the content is encrypted in this browser under a key made for this link (core's envelope,
 * AES-GCM), only the ciphertext goes to the data API, and the key stays in the link's fragment.
 */
export function ShareSecurely({ content, name = '', type = 'text/plain', disabled }: ShareSecurelyProps) {
  const [open, setOpen] = useState(false);
  const [expiry, setExpiry] = useState<Expiry>(DEFAULT_SHARE_EXPIRY);
  const [burn, setBurn] = useState(true);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const linkId = useId();

  const create = async () => {
    setBusy(true);
    try {
      const sealed = await sealShare(
        { name, type, content: new TextEncoder().encode(content()) },
        { cipher: browserAesGcm, random: systemRandom },
      );
      const created = await createShareApi().createShare({
        ciphertext: toBase64Url(sealed.envelope),
        expires_in: parseShareExpiry(expiry),
        burn_after_reading: burn,
      });
      setLink(shareLink(created.url, sealed.key));
    } catch (error) {
      // The API's refusals (over the size limit, too many links, signed out) say why in their own words.
      toastError(error instanceof AccountApiError ? new ToolInputError(error.message) : error, {
        title: 'Error',
        description: 'The link was not made. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setLink(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <LockKeyhole aria-hidden="true" />
          Share securely
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="grid gap-2">
          <DialogTitle className="text-lg font-semibold">Share securely</DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">
            Encrypted in this browser with a key made for this link. The server stores only the ciphertext
            until it expires; the key is in the link after #, which is never sent to it.
          </DialogDescription>
        </div>
        {link === null ? (
          <>
            <SelectField<Expiry>
              label="Expires after"
              value={expiry}
              options={SHARE_EXPIRY_CHOICES}
              labels={EXPIRY_LABELS}
              onChange={setExpiry}
            />
            <Checkbox
              label="Burn after reading: the first open deletes it"
              checked={burn}
              onCheckedChange={setBurn}
            />
            <Button onClick={create} disabled={busy} className="justify-self-start">
              {busy && <Spinner />}
              Create link
            </Button>
          </>
        ) : (
          <div className="grid gap-2">
            <label htmlFor={linkId} className="text-sm font-medium">
              Link
            </label>
            <div className="flex gap-2">
              <Input
                id={linkId}
                readOnly
                value={link}
                className="font-mono text-xs"
                onFocus={(e) => e.target.select()}
              />
              <CopyButton value={link} label="Copy link" />
            </div>
            <p className="text-sm text-muted-foreground">
              Anyone with the whole link can open it{burn ? ', once' : ''}. Revoke it with toolbox share
              revoke.
            </p>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

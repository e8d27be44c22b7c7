import { toBase64Url } from '@toolbox/core/account';
import {
  DEFAULT_SHARE_EXPIRY,
  parseShareExpiry,
  SHARE_EXPIRY_CHOICES,
  sealShare,
  shareLink,
} from '@toolbox/core/share';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { createShareApi } from '../platform/account/share-api';
import { browserAesGcm } from '../platform/aes-gcm';
import { systemRandom } from '../platform/random';
import { Checkbox } from './checkbox';
import { SelectField } from './select-field';
import { ShareDialog } from './share-dialog';

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
  const [expiry, setExpiry] = useState<Expiry>(DEFAULT_SHARE_EXPIRY);
  const [burn, setBurn] = useState(true);
  const create = async () => {
    const sealed = await sealShare(
      { name, type, content: new TextEncoder().encode(content()) },
      { cipher: browserAesGcm, random: systemRandom },
    );
    const created = await createShareApi().createShare({
      ciphertext: toBase64Url(sealed.envelope),
      expires_in: parseShareExpiry(expiry),
      burn_after_reading: burn,
    });
    return shareLink(created.url, sealed.key);
  };
  return (
    <ShareDialog
      title="Share securely"
      icon={<LockKeyhole aria-hidden="true" />}
      disabled={disabled}
      description="Encrypted in this browser with a key made for this link. The server stores only the ciphertext until it expires; the key is in the link after #, which is never sent to it."
      options={
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
        </>
      }
      create={create}
      note={
        <p className="text-sm text-muted-foreground">
          Anyone with the whole link can open it{burn ? ', once' : ''}. Revoke it with toolbox share revoke.
        </p>
      }
    />
  );
}

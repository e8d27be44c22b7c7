import { type ShareLinkCreate, validateShareLinkCreate } from '@toolbox/core/account';
import { parseShareExpiry } from '@toolbox/core/share';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { createShareApi } from '../platform/account/share-api';
import { SelectField } from './select-field';
import { ShareDialog } from './share-dialog';

const EXPIRIES = ['never', '1d', '7d', '30d'] as const;
type Expiry = (typeof EXPIRIES)[number];
const EXPIRY_LABELS: Record<Expiry, string> = {
  never: 'Never (until revoked)',
  '1d': '1 day',
  '7d': '7 days',
  '30d': '30 days',
};

export interface ShareLinkButtonProps {
  /** What the link points at, read when the link is made (its expiry is the dialog's). */
  item: () => ShareLinkCreate;
  disabled?: boolean;
  /** An icon-only trigger named this (a row of a list), instead of the "Share link" button. */
  label?: string;
}

/** "Share link": a read-only link to a board, a preset or a snapshot of a result, revocable from the profile page. */
export function ShareLinkButton({ item, disabled, label }: ShareLinkButtonProps) {
  const [expiry, setExpiry] = useState<Expiry>('never');
  const create = async () => {
    const expires_in = expiry === 'never' ? null : parseShareExpiry(expiry);
    // The API's own check, here first: a snapshot over the limit is refused in its words before it is sent.
    const created = await createShareApi().createLink(validateShareLinkCreate({ ...item(), expires_in }));
    return created.url;
  };
  return (
    <ShareDialog
      title="Share link"
      icon={<Link2 aria-hidden="true" />}
      label={label}
      disabled={disabled}
      description="Anyone with the link sees this read-only, signed in or not. Revoke it or change its expiry under Share links on your profile."
      options={
        <SelectField<Expiry>
          label="Expires after"
          value={expiry}
          options={EXPIRIES}
          labels={EXPIRY_LABELS}
          onChange={setExpiry}
        />
      }
      create={create}
    />
  );
}

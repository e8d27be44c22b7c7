import { AccountApiError, type ShareLinkCreate, validateShareLinkCreate } from '@toolbox/core/account';
import { ToolInputError } from '@toolbox/core/errors';
import { parseShareExpiry } from '@toolbox/core/share';
import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { createShareApi } from '../platform/account/share-api';
import { CopyButton } from './copy-button';
import { SelectField } from './select-field';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './ui/dialog';
import { Input } from './ui/input';
import { Spinner } from './ui/spinner';
import { toastError } from './use-tool-action';

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
  const [open, setOpen] = useState(false);
  const [expiry, setExpiry] = useState<Expiry>('never');
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const linkId = useId();

  const create = async () => {
    setBusy(true);
    try {
      const expires_in = expiry === 'never' ? null : parseShareExpiry(expiry);
      // The API's own check, here first: a snapshot over the limit is refused in its words before it is sent.
      const created = await createShareApi().createLink(validateShareLinkCreate({ ...item(), expires_in }));
      setLink(created.url);
    } catch (error) {
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
        {label ? (
          <Button variant="ghost" size="icon-sm" disabled={disabled} aria-label={label} title={label}>
            <Link2 aria-hidden="true" />
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled={disabled}>
            <Link2 aria-hidden="true" />
            Share link
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <div className="grid gap-2">
          <DialogTitle className="text-lg font-semibold">Share link</DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">
            Anyone with the link sees this read-only, signed in or not. Revoke it or change its expiry under
            Share links on your profile.
          </DialogDescription>
        </div>
        {link === null ? (
          <>
            <SelectField<Expiry>
              label="Expires after"
              value={expiry}
              options={EXPIRIES}
              labels={EXPIRY_LABELS}
              onChange={setExpiry}
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
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

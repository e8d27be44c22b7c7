import { AccountApiError } from '@toolbox/core/account';
import { ToolInputError } from '@toolbox/core/errors';
import { type ReactNode, useId, useState } from 'react';
import { CopyButton } from './copy-button';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './ui/dialog';
import { Input } from './ui/input';
import { Spinner } from './ui/spinner';
import { toastError } from './use-tool-action';

export interface ShareDialogProps {
  /** The trigger's text and the dialog's title ("Share link", "Share securely"). */
  title: string;
  icon: ReactNode;
  description: ReactNode;
  /** An icon-only trigger named this (a row of a list), instead of a button reading `title`. */
  label?: string;
  disabled?: boolean;
  /** The choices made before the link is (its expiry, …). */
  options: ReactNode;
  /** Makes the link and answers it. */
  create: () => Promise<string>;
  /** Under the made link. */
  note?: ReactNode;
}

/** The dialog both kinds of link are made in: the choices, Create link, then the link to copy. */
export function ShareDialog({
  title,
  icon,
  description,
  label,
  disabled,
  options,
  create,
  note,
}: ShareDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const linkId = useId();

  const make = async () => {
    setBusy(true);
    try {
      setLink(await create());
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
        {label ? (
          <Button variant="ghost" size="icon-sm" disabled={disabled} aria-label={label} title={label}>
            {icon}
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled={disabled}>
            {icon}
            {title}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <div className="grid gap-2">
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">{description}</DialogDescription>
        </div>
        {link === null ? (
          <>
            {options}
            <Button onClick={make} disabled={busy} className="justify-self-start">
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
            {note}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

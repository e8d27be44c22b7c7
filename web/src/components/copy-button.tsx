import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { copyText } from '../platform/clipboard';
import { Button, type ButtonProps } from './ui/button';

export interface CopyButtonProps extends Omit<ButtonProps, 'value' | 'onClick' | 'children'> {
  /** The text, or a function producing it at click time. */
  value: string | (() => string);
  label?: string;
  /** Shows only the icon; `label` becomes the accessible name. */
  iconOnly?: boolean;
  successTitle?: string;
  successDescription?: string;
}

export function CopyButton({
  value,
  label = 'Copy',
  iconOnly = false,
  successTitle = 'Copied!',
  successDescription,
  variant = 'outline',
  size,
  ...props
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await copyText(typeof value === 'function' ? value() : value);
      setCopied(true);
      toast.success(successTitle, successDescription ? { description: successDescription } : undefined);
    } catch {
      toast.error('Error', { description: 'Failed to copy to clipboard.' });
    }
  }

  const Icon = copied ? Check : Copy;
  return (
    <Button
      variant={variant}
      size={size ?? (iconOnly ? 'icon-sm' : 'sm')}
      onClick={copy}
      aria-label={iconOnly ? label : undefined}
      {...props}
    >
      <Icon aria-hidden="true" />
      {!iconOnly && label}
    </Button>
  );
}

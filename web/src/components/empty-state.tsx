import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './ui/cn';

export interface EmptyStateProps {
  icon?: LucideIcon;
  title?: string;
  children?: ReactNode;
  className?: string;
}

export function EmptyState({ icon: Icon = Inbox, title, children, className }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center',
        className,
      )}
    >
      <span className="mb-1 rounded-full bg-muted p-3 text-muted-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      {title && <p className="font-medium">{title}</p>}
      {children && <div className="max-w-sm text-sm text-muted-foreground">{children}</div>}
    </div>
  );
}

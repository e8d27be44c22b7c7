import type * as React from 'react';
import { cn } from './cn';

const controlClass =
  'w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-base shadow-xs transition-colors outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm dark:bg-input/30 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-invalid:border-error';

function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        controlClass,
        'h-9 py-1 file:mr-2 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}

function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea data-slot="textarea" className={cn(controlClass, 'min-h-24 py-2', className)} {...props} />
  );
}

/** A styled native select: keyboard and screen-reader behaviour come from the platform. */
function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      data-slot="select"
      className={cn(controlClass, 'h-9 cursor-pointer py-1 pr-8 dark:[&>option]:bg-popover', className)}
      {...props}
    />
  );
}

export { Input, NativeSelect, Textarea };

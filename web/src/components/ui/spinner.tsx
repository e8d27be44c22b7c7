import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

/** Decorative by default; give it a `label` when it is the only sign that something is loading. */
function Spinner({ className, label }: { className?: string; label?: string }) {
  const icon = <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };

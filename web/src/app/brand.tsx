import { cn } from '../components/ui/cn';

/** The product mark: decorative, the product name always sits beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="7" fill="#2563eb" />
      <path
        d="M11 10l-5 6 5 6M21 10l5 6-5 6M18 8l-4 16"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

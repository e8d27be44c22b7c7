import type { Tool } from '@toolbox/core/registry';
import { Star } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useToolHistory } from './use-tool-history';

/** The star that adds a tool to the favourites or removes it. */
export function FavouriteButton({ tool, className }: { tool: Tool; className?: string }) {
  const { isFavourite, toggleFavourite } = useToolHistory();
  const on = isFavourite(tool.id);
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-pressed={on}
      aria-label={on ? `Remove ${tool.title} from favourites` : `Add ${tool.title} to favourites`}
      title={on ? 'Remove from favourites' : 'Add to favourites'}
      onClick={() => toggleFavourite(tool.id)}
      className={cn('text-muted-foreground', on && 'text-warning hover:text-warning', className)}
    >
      <Star aria-hidden="true" className={cn('size-4', on && 'fill-current')} />
    </Button>
  );
}

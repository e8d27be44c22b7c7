import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog';

interface DropDialogProps {
  /** Titles of the cards the new text no longer has. */
  dropped: string[];
  onDrop(): void;
  onCancel(): void;
}

/** Generate would remove cards from the board: asked first, Cancel keeping the workspace as it was. */
export function DropDialog({ dropped, onDrop, onCancel }: DropDialogProps) {
  const cards = dropped.length === 1 ? '1 card' : `${dropped.length} cards`;
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold">Drop {cards} from the board?</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          The text no longer has {dropped.length === 1 ? 'this card' : 'these cards'}; generating removes{' '}
          {dropped.length === 1 ? 'it' : 'them'} with {dropped.length === 1 ? 'its' : 'their'} status and
          ticks. Every other card keeps its column and ticks.
        </DialogDescription>
        <ul
          aria-label="Cards that would be dropped"
          className="max-h-48 list-disc overflow-auto pl-5 text-sm"
        >
          {dropped.map((title, i) => (
            // Titles may repeat (a card added twice on the board).
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders while shown
            <li key={i}>{title}</li>
          ))}
        </ul>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onDrop}>
            Drop and generate
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

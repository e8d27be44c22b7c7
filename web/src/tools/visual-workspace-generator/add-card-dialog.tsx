import {
  type NewCard,
  PRIORITIES,
  type Priority,
  type Status,
} from '@toolbox/core/tools/visual-workspace-generator';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field } from '../../components/field';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Input, NativeSelect, Textarea } from '../../components/ui/input';

export interface AddCardDialogProps {
  status: Status;
  onAdd(card: NewCard): void;
}

/** "+ Add Card" on a column: a small form whose card lands in that column. */
export function AddCardDialog({ status, onAdd }: AddCardDialogProps) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<Priority | ''>('');
  const [tags, setTags] = useState('');
  const [deadline, setDeadline] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return;
    onAdd({
      title,
      description,
      priority: priority || null,
      tags: tags.split(/[,;]/),
      deadline: deadline || null,
      status,
    });
    setTitle('');
    setDescription('');
    setPriority('');
    setTags('');
    setDeadline('');
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Add card to ${status}`}>
          <Plus aria-hidden="true" /> Add Card
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold">Add a card to {status}</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          The card joins the workspace: the mindmap and dashboard show it too.
        </DialogDescription>
        <form onSubmit={submit} className="grid gap-4">
          <Field label="Title">
            <Input value={title} required onChange={(e) => setTitle(e.target.value)} />
          </Field>
          <Field label="Description">
            <Textarea rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Priority">
              <NativeSelect value={priority} onChange={(e) => setPriority(e.target.value as Priority | '')}>
                <option value="">None</option>
                {PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Deadline">
              <Input type="date" value={deadline} onChange={(e) => setDeadline(e.target.value)} />
            </Field>
          </div>
          <Field label="Tags" hint="Comma-separated">
            <Input value={tags} onChange={(e) => setTags(e.target.value)} placeholder="frontend, design" />
          </Field>
          <Button type="submit" disabled={!title.trim()} className="justify-self-end">
            Add Card
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import type { AccountStore } from '../../platform/account/account-store';
import { downloadSink } from '../../platform/download-sink';

/** The export's file name: the day it was taken. */
const exportFileName = (now: Date) => `dev-toolbox-data-${now.toISOString().slice(0, 10)}.json`;

/** "3 projects, 12 components, 1 preset": what Delete my data removed, the empty kinds left out. */
function deletedSummary(counts: Record<string, number>): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${n === 1 ? kind.replace(/s$/, '') : kind}`.replaceAll('_', ' '));
  return parts.length > 0 ? parts.join(', ') : 'Nothing was stored.';
}

/** Export my data (one JSON file) and Delete my data (confirmed; the account itself stays). */
export function YourDataCard({ store }: { store: AccountStore }) {
  const [busy, setBusy] = useState<'export' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function exportData() {
    setBusy('export');
    try {
      const document = await store.exportData();
      await downloadSink.write({
        name: exportFileName(new Date()),
        mime: 'application/json',
        data: `${JSON.stringify(document, null, 2)}\n`,
      });
      toast.success('Data exported');
    } catch (error) {
      toast.error('Could not export your data', {
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(null);
    }
  }

  async function deleteData() {
    setConfirming(false);
    setBusy('delete');
    try {
      const counts = await store.deleteMyData();
      toast.success('Your data was deleted', { description: deletedSummary(counts) });
    } catch (error) {
      toast.error('Could not delete your data', {
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Your projects, boards, presets, favourites and recent tools, as kept in your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={busy !== null} onClick={() => void exportData()}>
          {busy === 'export' ? <Spinner /> : <Download aria-hidden="true" />}
          Export my data
        </Button>
        <Button variant="destructive" disabled={busy !== null} onClick={() => setConfirming(true)}>
          {busy === 'delete' ? <Spinner /> : <Trash2 aria-hidden="true" />}
          Delete my data
        </Button>
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogTitle className="text-lg font-semibold">Delete all your data?</DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">
            Every project with its board, every preset, your favourites, recent tools and profile details are
            deleted from your account, for the CLI too, and this browser forgets the inputs its forms keep.
            Other browsers drop your projects, presets, favourites and recent tools on their next visit; the
            inputs typed into their forms stay until you sign out there. This cannot be undone. Your account
            and CLI tokens stay: export your data first if you may want it back.
          </DialogDescription>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => void deleteData()}>
              <Trash2 aria-hidden="true" /> Delete everything
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

import { FolderPlus } from 'lucide-react';
import { Field } from '../../components/field';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { NativeSelect } from '../../components/ui/input';

/**
 * The project bar's place until the account store is there: the bar as it shows with no project open, its controls
 * disabled. Without it the bar arrived after the page had painted and pushed everything under it down, so a click
 * aimed at Load Sample Data could land in the text area instead.
 */
export function ProjectBarPending() {
  return (
    <Card aria-busy="true">
      <CardContent className="flex flex-wrap items-end gap-3">
        <Field label="Project" className="min-w-48 flex-1 sm:max-w-72">
          <NativeSelect value="" disabled onChange={() => undefined}>
            <option value="">Not saved to a project</option>
          </NativeSelect>
        </Field>
        <Button variant="outline" disabled>
          <FolderPlus aria-hidden="true" /> Save to a project
        </Button>
      </CardContent>
    </Card>
  );
}

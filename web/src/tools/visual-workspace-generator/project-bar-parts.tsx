import { FolderPlus } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';
import { Field } from '../../components/field';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { NativeSelect } from '../../components/ui/input';

// The project bar's parts that its place holder draws too (project-bar.tsx loads with the account store): one copy,
// so the place held is the bar's own size.

/** The bar's row: the project chooser, then the buttons and status beside it. */
export function ProjectBarRow({ children }: { children: ReactNode }) {
  return <CardContent className="flex flex-wrap items-end gap-3">{children}</CardContent>;
}

/** Which project the workspace is kept in; "Not saved to a project" first, then `children` (the projects). */
export function ProjectSelect({
  value,
  onChange,
  disabled,
  children,
}: {
  value: string;
  onChange(event: ChangeEvent<HTMLSelectElement>): void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <Field label="Project" className="min-w-48 flex-1 sm:max-w-72">
      <NativeSelect value={value} onChange={onChange} disabled={disabled}>
        <option value="">Not saved to a project</option>
        {children}
      </NativeSelect>
    </Field>
  );
}

export function SaveToProjectButton({ onClick, disabled }: { onClick?(): void; disabled?: boolean }) {
  return (
    <Button variant="outline" onClick={onClick} disabled={disabled}>
      <FolderPlus aria-hidden="true" /> Save to a project
    </Button>
  );
}

/**
 * The project bar's place until the account store is there: the bar as it shows with no project open, its controls
 * disabled. Without it the bar arrived after the page had painted and pushed everything under it down, so a click
 * aimed at Load Sample Data could land in the text area instead.
 */
export function ProjectBarPending() {
  return (
    <Card aria-busy="true">
      <ProjectBarRow>
        <ProjectSelect value="" onChange={() => undefined} disabled />
        <SaveToProjectButton disabled />
      </ProjectBarRow>
    </Card>
  );
}

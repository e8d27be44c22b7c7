import type { Preset } from '@toolbox/core/account';
import { ToolInputError } from '@toolbox/core/errors';
import { readPreset } from '@toolbox/core/presets';
import { tools } from '@toolbox/core/registry';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Pane } from '../../components/tool-page';
import { Button, buttonVariants } from '../../components/ui/button';
import { loadPresetFields } from '../../platform/preset-inputs';
import { useOptionalAuth } from '../auth/auth-provider';

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * A shared preset: its values read-only, checked by the reader every preset goes through, and "Use this preset",
 * which loads them into the tool for a signed-in reader (a signed-out one signs in first and comes back here).
 */
export default function SharedPreset({ preset }: { preset: Preset }) {
  const signedIn = Boolean(useOptionalAuth()?.user);
  const navigate = useNavigate();
  const here = useLocation();
  const tool = tools.find((candidate) => candidate.id === preset.tool_id);
  const [read] = useState(() => {
    try {
      return readPreset(preset);
    } catch (error) {
      if (error instanceof ToolInputError) return error;
      throw error;
    }
  });
  if (!tool || read instanceof ToolInputError)
    return (
      <p className="text-muted-foreground">
        {read instanceof ToolInputError ? read.message : 'This preset is for a tool this app does not have.'}
      </p>
    );
  const fields = Object.entries(read.fields);
  return (
    <Pane
      title={`Preset “${preset.name}”`}
      description={`${fields.length === 1 ? '1 value' : `${fields.length} values`} for the ${tool.title}.`}
      actions={
        signedIn ? (
          <Button
            size="sm"
            onClick={() => {
              loadPresetFields(tool.id, read.fields);
              toast.success('Preset loaded', { description: [preset.name, ...read.leftOut].join('\n') });
              navigate(`/${tool.id}`);
            }}
          >
            Use this preset
          </Button>
        ) : (
          <Link
            to="/auth"
            state={{ from: here.pathname }}
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
          >
            Sign in to use this preset
          </Link>
        )
      }
    >
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,max-content)_1fr]">
        {fields.map(([field, value]) => (
          <div key={field} className="contents">
            <dt className="font-medium">{field}</dt>
            <dd className="min-w-0 whitespace-pre-wrap break-words font-mono text-muted-foreground">
              {shown(value)}
            </dd>
          </div>
        ))}
      </dl>
    </Pane>
  );
}

import { layoutWorkspace } from './force-layout';
import { type GenerateOptions, readWorkspace } from './plan-workspace';

export const GENERATE_FAILED_MESSAGE = 'Failed to generate workspace. Please check your input format.';

/** Text -> workspace (§5, plan-workspace.ts), its nodes placed by the layout (hierarchical unless given). */
export function generateWorkspace(text: string, options: GenerateOptions) {
  return layoutWorkspace(readWorkspace(text, options), options.layout ?? 'hierarchical');
}

import type { Graphics, OutputFile } from '../../ports';
import { renderMindmapPng } from './png';
import { renderMindmapSvg } from './svg';
import type { ViewerSettings, Workspace } from './types';

const MINDMAP_IMAGE_FORMATS = ['png', 'svg'] as const;
export type MindmapImageFormat = (typeof MINDMAP_IMAGE_FORMATS)[number];

/**
 * The mindmap of a laid-out workspace as an image file, drawn as the page shows it (same theme, colours and
 * toggles): SVG text, or PNG through the platform's graphics.
 */
export async function runWorkspaceImage(
  {
    workspace,
    settings,
    format,
  }: { workspace: Workspace; settings: ViewerSettings; format: MindmapImageFormat },
  ports: { graphics?: Graphics } = {},
): Promise<OutputFile> {
  if (format === 'svg') {
    return {
      name: 'workspace-mindmap.svg',
      mime: 'image/svg+xml',
      data: renderMindmapSvg(workspace, settings),
    };
  }
  if (!ports.graphics) throw new Error('runWorkspaceImage: a PNG needs the graphics port');
  return {
    name: 'workspace-mindmap.png',
    mime: 'image/png',
    data: await renderMindmapPng(workspace, settings, ports.graphics),
  };
}

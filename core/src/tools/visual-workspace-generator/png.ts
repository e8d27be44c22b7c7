import type { Context2D, Graphics } from '../../ports';
import { buildScene, type Scene } from './scene';
import type { ViewerSettings, Workspace } from './types';

const FONT = 'Inter, ui-sans-serif, system-ui, sans-serif';
/** Large workspaces are drawn smaller rather than as a canvas bigger than browsers allow. */
const MAX_SIDE = 8000;

function drawScene(ctx: Context2D, scene: Scene) {
  ctx.fillStyle = scene.colors.background;
  ctx.fillRect(0, 0, scene.width, scene.height);
  for (const l of scene.lines) {
    ctx.strokeStyle = l.kind === 'related' ? scene.colors.related : scene.colors.edge;
    ctx.lineWidth = l.kind === 'related' ? 2 : 1.5;
    ctx.beginPath();
    ctx.moveTo(l.x1, l.y1);
    if (l.elbow) ctx.lineTo(l.x1, l.y2);
    for (const p of l.via ?? []) ctx.lineTo(p.x, p.y);
    ctx.lineTo(l.x2, l.y2);
    ctx.stroke();
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const box of scene.boxes) {
    ctx.fillStyle = box.fill;
    ctx.beginPath();
    ctx.roundRect(box.x, box.y, box.width, box.height, box.main ? 12 : 8);
    ctx.fill();
    ctx.fillStyle = box.textColor;
    ctx.font = `${box.main ? 600 : 500} ${box.main ? 13 : 12}px ${FONT}`;
    const cx = box.x + box.width / 2;
    ctx.fillText(
      box.label,
      cx,
      box.progress ? box.y + box.height / 2 - 6 : box.y + box.height / 2,
      box.width - 10,
    );
    if (box.progress) {
      const trackW = box.width - 32;
      const y = box.y + box.height - 22;
      ctx.fillStyle = scene.colors.track;
      ctx.fillRect(box.x + 16, y, trackW, 6);
      ctx.fillStyle = box.textColor;
      ctx.fillRect(box.x + 16, y, (trackW * box.progress.done) / box.progress.total, 6);
      ctx.font = `10px ${FONT}`;
      ctx.fillText(`${box.progress.done}/${box.progress.total}`, cx, y - 8);
    }
  }
}

/** The mindmap as PNG bytes through the platform's Graphics (DOM canvas on the web, napi in the CLI). */
export async function renderMindmapPng(
  workspace: Workspace,
  settings: ViewerSettings,
  graphics: Graphics,
  pixelRatio = 2,
): Promise<Uint8Array> {
  const scene = buildScene(workspace, settings);
  const scale = Math.min(pixelRatio, MAX_SIDE / Math.max(scene.width, scene.height));
  const surface = graphics.createSurface(Math.ceil(scene.width * scale), Math.ceil(scene.height * scale));
  const ctx = surface.context();
  ctx.scale(scale, scale);
  drawScene(ctx, scene);
  return surface.encode('image/png');
}

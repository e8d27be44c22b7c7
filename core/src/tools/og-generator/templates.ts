import { renderFont } from '../../image/render-assets';
import { drawTextBlock, layoutText } from '../../image/rich-text';
import type { OgTemplate } from './options';
import {
  accentBar,
  DESIGN_WIDTH,
  drawEmoji,
  drawTexts,
  EMOJI_ROOM,
  emojiTile,
  PAD,
  panel,
  roundRectPath,
  stack,
  type TemplateSpec,
  texts,
} from './template-frame';

const blog: TemplateSpec = {
  title: { weight: '800', px: 68, lineHeight: 1.12 },
  description: { weight: '400', px: 30, lineHeight: 1.45 },
  emojiPx: 80,
  draw(frame) {
    const { ctx, theme, height } = frame;
    const width = DESIGN_WIDTH - PAD * 2;
    const blocks = texts(frame, this, width, 3, 2);
    const { title, description } = blocks;
    const emojiBox = frame.emoji.trim() ? this.emojiPx : 0;
    const [emojiTop, ruleTop, titleTop, descTop] = stack(
      height - 12,
      [emojiBox, 8, title.height, description.height],
      [32, 32, 26],
    );
    if (emojiBox) drawEmoji(frame, this.emojiPx, PAD, emojiTop! + emojiBox / 2, width, 'left');
    accentBar(frame, PAD, ruleTop!, 88, 8, 4);
    drawTexts(frame, blocks, PAD, [titleTop!, descTop!]);
    ctx.fillStyle = theme.accent;
    ctx.fillRect(0, height - 12, DESIGN_WIDTH, 12);
  },
};

const app: TemplateSpec = {
  title: { weight: '800', px: 62, lineHeight: 1.12 },
  description: { weight: '400', px: 29, lineHeight: 1.45 },
  emojiPx: 80,
  draw(frame) {
    const { height } = frame;
    const cx = DESIGN_WIDTH / 2;
    const blocks = texts(frame, this, 960, 2, 2);
    const tile = frame.emoji.trim() ? 140 : 0;
    const [tileTop, titleTop, descTop] = stack(
      height,
      [tile, blocks.title.height, blocks.description.height],
      [44, 22],
    );
    if (tile) emojiTile(frame, this.emojiPx, cx - tile / 2, tileTop!, tile, 34);
    drawTexts(frame, blocks, cx, [titleTop!, descTop!], 'center');
  },
};

const tweet: TemplateSpec = {
  title: { weight: '800', px: 38, lineHeight: 1.2 },
  description: { weight: '400', px: 38, lineHeight: 1.4 },
  emojiPx: 56,
  draw(frame) {
    const { ctx, theme, height } = frame;
    const x = 90;
    const y = 64;
    const w = DESIGN_WIDTH - x * 2;
    const h = height - y * 2;
    const inner = 60;
    panel(ctx, theme, x, y, w, h, 36);

    ctx.save();
    ctx.globalAlpha = 0.22;
    ctx.font = renderFont('800', 220);
    ctx.fillStyle = theme.accent;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText('\u201C', x + w - inner - 110, y + 200);
    ctx.restore();

    const avatar = 104;
    const textLeft = x + inner + avatar + 28;
    const title = layoutText(ctx, frame.title, this.title, x + w - inner - 130 - textLeft, 2, frame.inline);
    const description = layoutText(ctx, frame.description, this.description, w - inner * 2, 3, frame.inline);
    const header = Math.max(avatar, title.height);
    const [headerTop, bodyTop] = stack(h, [header, description.height], [40]).map((t) => t + y);
    const avatarCy = headerTop! + header / 2;
    ctx.beginPath();
    ctx.arc(x + inner + avatar / 2, avatarCy, avatar / 2, 0, Math.PI * 2);
    ctx.fillStyle = theme.accent;
    ctx.fill();
    if (frame.emoji.trim())
      drawEmoji(frame, this.emojiPx, x + inner + avatar / 2, avatarCy, avatar * EMOJI_ROOM);
    drawTextBlock(ctx, title, textLeft, avatarCy - title.height / 2, 'left', theme.foreground, frame.inline);
    drawTextBlock(ctx, description, x + inner, bodyTop!, 'left', theme.foreground, frame.inline);
  },
};

const DOC_LINES = [0.92, 0.78, 0.86, 0.5, 0, 0.88, 0.7, 0.82, 0.6];

const docs: TemplateSpec = {
  title: { weight: '800', px: 54, lineHeight: 1.14 },
  description: { weight: '400', px: 27, lineHeight: 1.5 },
  emojiPx: 52,
  draw(frame) {
    const { ctx, theme, height } = frame;
    ctx.fillStyle = theme.accent;
    ctx.fillRect(0, 0, 14, height);

    const px = 820;
    const py = 92;
    const pw = DESIGN_WIDTH - px - 70;
    const ph = height - py * 2;
    panel(ctx, theme, px, py, pw, ph, 22);
    accentBar(frame, px + 32, py + 40, pw * 0.55, 16, 8);
    ctx.save();
    ctx.globalAlpha = 0.3;
    ctx.fillStyle = theme.muted;
    DOC_LINES.forEach((share, i) => {
      const ly = py + 92 + i * 32;
      if (share === 0 || ly + 10 > py + ph - 32) return;
      roundRectPath(ctx, px + 32, ly, (pw - 64) * share, 10, 5);
      ctx.fill();
    });
    ctx.restore();

    const left = PAD + 16;
    const blocks = texts(frame, this, px - left - 64, 3, 3);
    const badge = frame.emoji.trim() ? 84 : 0;
    const [badgeTop, titleTop, descTop] = stack(
      height,
      [badge, blocks.title.height, blocks.description.height],
      [34, 22],
    );
    if (badge) emojiTile(frame, this.emojiPx, left, badgeTop!, badge, 22);
    drawTexts(frame, blocks, left, [titleTop!, descTop!]);
  },
};

const product: TemplateSpec = {
  title: { weight: '800', px: 62, lineHeight: 1.1 },
  description: { weight: '400', px: 28, lineHeight: 1.45 },
  emojiPx: 156,
  draw(frame) {
    const { ctx, theme, height } = frame;
    const hasEmoji = frame.emoji.trim().length > 0;
    const cx = 905;
    const cy = height / 2;
    if (hasEmoji) {
      const glow = ctx.createRadialGradient(cx, cy, 0, cx, cy, 250);
      glow.addColorStop(0, theme.glows.length ? theme.surface : theme.border);
      glow.addColorStop(1, 'rgba(255, 255, 255, 0)');
      ctx.fillStyle = glow;
      ctx.fillRect(cx - 250, cy - 250, 500, 500);
      ctx.save();
      ctx.shadowColor = theme.shadow;
      ctx.shadowBlur = 48;
      ctx.shadowOffsetY = 16;
      ctx.beginPath();
      ctx.arc(cx, cy, 168, 0, Math.PI * 2);
      ctx.fillStyle = theme.surface;
      ctx.fill();
      ctx.restore();
      ctx.beginPath();
      ctx.arc(cx, cy, 168, 0, Math.PI * 2);
      ctx.strokeStyle = theme.border;
      ctx.lineWidth = 2;
      ctx.stroke();
      drawEmoji(frame, this.emojiPx, cx, cy, 2 * 168 * EMOJI_ROOM);
    }
    const width = hasEmoji ? 600 : DESIGN_WIDTH - PAD * 2;
    const blocks = texts(frame, this, width, 3, 3);
    const [titleTop, descTop, barTop] = stack(
      height,
      [blocks.title.height, blocks.description.height, 8],
      [24, 36],
    );
    drawTexts(frame, blocks, PAD, [titleTop!, descTop!]);
    accentBar(frame, PAD, barTop!, 120, 8, 4);
  },
};

export const TEMPLATES: Record<OgTemplate, TemplateSpec> = { blog, app, tweet, docs, product };

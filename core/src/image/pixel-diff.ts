export interface PixelDiff {
  /** Pixels compared. */
  pixels: number;
  /** Pixels where some channel differs by more than `threshold`. */
  differing: number;
  /** differing / pixels. */
  ratio: number;
  /** Largest channel difference anywhere (0-255). */
  maxChannel: number;
  /** Mean absolute channel difference over all RGBA channels. */
  meanAbs: number;
}

/**
 * Compares two RGBA images of the same size channel by channel. Used for golden images and for the web/CLI
 * parity check, where anti-aliasing may differ by a few levels at glyph edges.
 */
export function diffPixels(
  a: { width: number; height: number; rgba: ArrayLike<number> },
  b: { width: number; height: number; rgba: ArrayLike<number> },
  threshold = 16,
): PixelDiff {
  if (a.width !== b.width || a.height !== b.height) {
    throw new RangeError(`Sizes differ: ${a.width}x${a.height} vs ${b.width}x${b.height}`);
  }
  const pixels = a.width * a.height;
  let differing = 0;
  let maxChannel = 0;
  let sum = 0;
  for (let p = 0; p < pixels; p++) {
    let worst = 0;
    for (let k = 0; k < 4; k++) {
      const d = Math.abs(a.rgba[p * 4 + k]! - b.rgba[p * 4 + k]!);
      sum += d;
      if (d > worst) worst = d;
    }
    if (worst > threshold) differing++;
    if (worst > maxChannel) maxChannel = worst;
  }
  return { pixels, differing, ratio: differing / pixels, maxChannel, meanAbs: sum / (pixels * 4) };
}

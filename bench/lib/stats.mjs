/** Median of a list of numbers (the mean of the middle two for an even count). */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median, min and max: what a row reports about repeated samples. */
export function summarize(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), runs: values.length };
}

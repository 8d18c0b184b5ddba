// The benchmarks' figures from samples: the nearest-rank percentile of sorted samples, the median, and a figure
// to one decimal.

/** The nearest-rank `p`th percentile of samples sorted ascending (NaN for none). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A figure (milliseconds, megabytes) to one decimal. */
export const tenth = (value: number): number => Math.round(value * 10) / 10;

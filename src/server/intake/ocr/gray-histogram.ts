/** Histograms of gray levels, 256 counts, as the page preparation measures blocks and boxes. */

/** The levels below which 5%, 50% and 95% of a histogram's pixels lie. */
export function percentiles(histogram: Uint32Array): { low: number; median: number; high: number } {
  const count = histogram.reduce((sum, n) => sum + n, 0);
  const at = (share: number) => {
    let seen = 0;
    for (let level = 0; level < 256; level++) {
      seen += histogram[level]!;
      if (seen > share * count) return level;
    }
    return 255;
  };
  return { low: at(0.05), median: at(0.5), high: at(0.95) };
}

// Pixels within this many levels of each other are one tint: a band's or a box's fill as a scan
// gives it.
const ONE_TINT = 24;

/** The share of a histogram's pixels of the tint of `level`. */
export function oneTintShare(histogram: Uint32Array, level: number): number {
  let count = 0;
  let near = 0;
  for (let l = 0; l < 256; l++) {
    count += histogram[l]!;
    if (Math.abs(l - level) <= ONE_TINT) near += histogram[l]!;
  }
  return near / count;
}

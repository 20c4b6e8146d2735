/*
 * A file's size as a phone says it: in thousands (1 KB = 1,000 bytes, 1 MB = 1,000,000), as
 * iPhones' and Android's file pickers count, with a decimal point, which US English and US
 * Spanish both write. Without `Intl`, for the reason src/lib/words.ts gives.
 */

const KB = 1000;
const MB = 1000 * KB;

/**
 * "1.2 MB", "4 MB", "350 KB", "800 bytes". `down` never says more than the size, for a limit:
 * every file a phone shows at or under it is within it. `nearest` is how a phone rounds.
 */
export function fileSize(bytes: number, rounding: 'nearest' | 'down' = 'nearest'): string {
  const round = rounding === 'down' ? Math.floor : Math.round;
  // Rounded first, so 999,960 bytes reads "1 MB", not "1000 KB".
  const kilobytes = round(bytes / KB);
  if (bytes < KB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (kilobytes < KB) return `${kilobytes} KB`;
  const tenths = round(bytes / (MB / 10));
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)} MB`;
}

/**
 * The ten digits of a US number written as people write them: (770) 555-0142, 770-555-0142 or
 * 1-800-827-1000; undefined for anything else.
 */
export function usPhoneDigits(value: string): string | undefined {
  if (!/^[\d\s().+-]+$/.test(value)) return undefined;
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // Area codes and exchanges never start with 0 or 1 (the North American numbering plan).
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? national : undefined;
}

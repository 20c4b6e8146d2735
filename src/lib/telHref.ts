/**
 * A `tel:` link for a phone number as the content files write it. The build has already checked
 * each one is a US number with its area code (src/data/schema/usPhone.ts), so its last ten digits
 * are the number.
 */
export function telHref(display: string): string {
  return `tel:+1${display.replace(/\D/g, '').slice(-10)}`;
}

import { business } from '../content/business';

/** A complete ZIP code that is not among those the agency serves; a partial one is not yet. */
export function outsideServiceArea(zip: string): boolean {
  const five = zip.trim().slice(0, 5);
  return /^\d{5}$/.test(five) && !business.servedZips.includes(five);
}

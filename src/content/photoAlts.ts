import { en } from '../data/photos.json';
import type { PhotoSlotName } from './photos';

/**
 * What each of the agency's photos shows, for people who cannot see it: this language's words
 * in `src/data/photos.json`, which staff write beside each upload at /admin/.
 */
export const photoAlts: Record<PhotoSlotName, string> = Object.fromEntries(
  Object.entries(en).map(([slot, photo]) => [slot, photo.alt]),
) as Record<PhotoSlotName, string>;

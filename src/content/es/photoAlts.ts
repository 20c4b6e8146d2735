import { es } from '../../data/photos.json';
import type * as en from '../photoAlts';
import type { Translation } from '../translation';

export const photoAlts: Translation<typeof en.photoAlts> = Object.fromEntries(
  Object.entries(es).map(([slot, photo]) => [slot, photo.alt]),
) as Translation<typeof en.photoAlts>;

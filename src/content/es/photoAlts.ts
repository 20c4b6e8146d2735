import type * as en from '../photoAlts';
import type { Translation } from '../translation';

/** Lo que muestra cada foto de la agencia, para quien no puede verla. */
export const photoAlts: Translation<typeof en.photoAlts> = {};

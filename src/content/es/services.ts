import type * as en from '../services';
import type { Translation } from '../translation';

/** Each service's name, in Spanish. */
export const serviceNames: Translation<typeof en.serviceNames> = {
  'companion-care': 'Acompañamiento',
  'personal-care': 'Cuidado personal',
  'meal-preparation': 'Preparación de comidas',
  'alzheimers-support': 'Cuidado de Alzheimer y demencia',
  'light-housekeeping': 'Limpieza ligera del hogar',
  transportation: 'Transporte',
  'live-in-care': 'Cuidado las 24 horas con cuidador en casa',
  'respite-care': 'Cuidado de relevo',
};

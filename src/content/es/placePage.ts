import type { PlacePageWords } from '../placePage';
import type { Translation } from '../translation';

export const placePage: Translation<PlacePageWords> = {
  zipCodes: 'Códigos postales que atendemos aquí',
  hospitalsList: 'Hospitales cercanos',
  allAreas: 'Todas las zonas que atendemos',
  closingTitle: (name: string) => `Pregunte por el cuidado en ${name}`,
  closingText:
    'Cuéntenos sobre su ser querido y la ayuda que necesita. La primera visita, una consulta gratuita en su casa, es sin compromiso.',
};

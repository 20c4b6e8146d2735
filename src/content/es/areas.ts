import type { CountyId } from '../../config/areas';
import { business } from '../business';
import type { AreasContent } from '../areas';
import type { Translation } from '../translation';

export const areas: Translation<AreasContent> = {
  countyLabel: 'Condado',
  countyNames: {
    douglas: 'Condado de Douglas',
    carroll: 'Condados de Carroll y Douglas',
    cobb: 'Condado de Cobb',
    fulton: 'Condado de Fulton',
  } satisfies Record<CountyId, string>,
  list: {
    heading: 'Ciudades y códigos postales que atendemos',
    intro:
      'Elija su ciudad para ver los códigos postales que cubrimos allí, los hospitales con los que trabajamos cuando alguien vuelve a casa y la ayuda local para adultos mayores.',
    zipCodes: 'Códigos postales',
    placeLink: (name: string) => `Cuidado en casa en ${name}`,
  },
  notListed: {
    heading: '¿No ve su ciudad?',
    text: `Muchas veces ayudamos a familias que viven un poco más allá de estas ciudades. Llámenos al ${business.phone.display} y le diremos enseguida si podemos enviarle un cuidador y, si no podemos, quién puede hacerlo.`,
  },
  closing: {
    title: 'Hable con nosotros sobre el cuidado en casa',
    text: 'Cuéntenos sobre su ser querido. La consulta en casa es gratuita y sin compromiso.',
  },
};

import type { CountyId } from '../../config/areas';
import { listInSpanish } from '../../lib/words';
import { business } from '../business';
import type { AreasContent } from '../areas';
import type { Translation } from '../translation';

export const areas: Translation<AreasContent> = {
  // The label names what the value is: "Condado: Condado de Douglas" said it twice.
  countyLabel: (count: number) => (count === 1 ? 'Condado' : 'Condados'),
  countyNames: {
    douglas: 'Douglas',
    carroll: 'Carroll',
    paulding: 'Paulding',
    cobb: 'Cobb',
    fulton: 'Fulton',
    clayton: 'Clayton',
    coweta: 'Coweta',
  } satisfies Record<CountyId, string>,
  counties: (names: readonly string[]) => listInSpanish(names),
  list: {
    heading: 'Ciudades y códigos postales que atendemos',
    intro:
      'Elija su ciudad para ver los códigos postales que cubrimos allí, los hospitales cercanos y la ayuda local para adultos mayores.',
    zipCodes: 'Códigos postales',
    placeLink: (name: string) => `Cuidado en casa en ${name}`,
  },
  phoneThrough: (line: string) => `a través de la línea de ${line}`,
  notListed: {
    heading: '¿No ve su ciudad?',
    text: `Muchas veces ayudamos a familias que viven un poco más allá de estas ciudades. Llámenos al ${business.phone.display} y le diremos enseguida si podemos enviarle un cuidador y, si no podemos, quién puede hacerlo.`,
  },
  closing: {
    title: 'Hable con nosotros sobre el cuidado en casa',
    text: 'Cuéntenos sobre su ser querido. La consulta en casa es gratuita y sin compromiso.',
  },
};

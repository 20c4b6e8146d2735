import { placeById } from '../../../config/areas';
import { hospital, localResource, withPhone } from '../../../config/localResources';
import { zipsAcrossCountyLines } from '../../../data/places';
import { listInSpanish } from '../../../lib/words';
import { areas } from '../areas';
import { business } from '../../business';
import { businessCopy } from '../businessCopy';
import type { PlaceCopy } from '../../places/placeCopy';

const { name, zips } = placeById('south-fulton');
const grady = hospital('grady');
const piedmontFayette = hospital('piedmont-fayette');
const va = localResource('va-atlanta');
const gdvs = localResource('georgia-veterans-service').name;
const adrc = withPhone(localResource('georgia-adrc'));
const empowerline = withPhone(localResource('empowerline'));
/** "Empowerline", without its long name in brackets. */
const soleName = (full: string) => full.replace(/ \(.*\)$/, '');
/** The ZIP codes listed here that take in homes beyond Fulton County, while they are listed. */
const acrossCountyLines = zipsAcrossCountyLines.filter(
  (crossing) => crossing.place === 'south-fulton' && zips.includes(crossing.zip),
);

export const place: PlaceCopy<'south-fulton'> = {
  meta: {
    title: `Cuidado en casa en ${name}, GA | ${business.name}`,
    description: `Cuidado en casa en ${name}, Union City, Fairburn, Palmetto, College Park y East Point: cuidado de demencia, cuidado las 24 horas y ayuda tras el hospital.`,
  },
  heading: `Cuidado en casa en ${name} y las ciudades vecinas`,
  intro: `Familias de East Point a Palmetto nos llaman cuando su papá o su mamá necesita más ayuda de la que pueden darle entre el trabajo y todo lo demás. Nuestros cuidadores van a la casa y ayudan con el día a día.`,
  coverage: {
    heading: 'Los códigos postales que atendemos en el sur de Fulton',
    paragraphs: [
      `Atendemos las casas de estos códigos postales: ${listInSpanish(zips)}. Entre todos abarcan partes de la ciudad de ${name} y de sus vecinas: Union City, Fairburn y Palmetto, por la I-85, y College Park y East Point, cerca de la I-285.`,
      ...(acrossCountyLines.length > 0
        ? [
            // Ejemplos, no la lista completa: faltan otros por verificar (revisión local, should-fix 4).
            `Algunos de estos códigos postales van más allá del condado de Fulton; por ejemplo, ${listInSpanish(
              acrossCountyLines.map(
                ({ zip, town, county }) =>
                  `el ${zip} (${town}) llega al condado de ${areas.countyNames[county]}`,
              ),
            )}. Si el condado que aparece en la factura del impuesto sobre la propiedad no es Fulton, puede comunicarse con los servicios para adultos mayores de ese condado por medio de la línea estatal de Georgia (${adrc.name}), al ${adrc.phone}${
              acrossCountyLines.some(({ county }) => county === 'clayton')
                ? ` (en el condado de ${areas.countyNames.clayton}, también le atiende ${soleName(empowerline.name)}, al ${empowerline.phone})`
                : ''
            }.`,
          ]
        : []),
      `Nuestra oficina está en ${business.town.city}, al otro lado del límite del condado, hacia el oeste. El cuidado puede ajustarse a los días que usted trabaja, ser diario o de noche, o estar a cargo de un cuidador que vive en la casa.`,
    ],
  },
  services: {
    heading: 'Lo que más se necesita en el sur de Fulton',
    intro:
      'Muchos padres de esta zona viven solos en la casa de toda la vida, mientras sus hijos trabajan turnos largos o viven al otro lado de la ciudad.',
    items: {
      transportation:
        'Los consultorios pueden estar repartidos por toda el área de Atlanta. Un cuidador lleva a su ser querido a sus citas o a la iglesia, y se queda con él.',
      'alzheimers-support':
        'A una persona con demencia le ayuda sobre todo una cara conocida y la misma rutina cada día. Nuestros cuidadores mantienen un ambiente tranquilo y seguro, y compartimos con la familia lo que hemos aprendido.',
      'live-in-care':
        'Cuando su papá no debe quedarse solo, un cuidador puede vivir en la casa: está con él de día y de noche, con su tiempo para dormir. Si su papá necesita a alguien despierto toda la noche, varios cuidadores pueden turnarse.',
    },
  },
  hospitals: {
    heading: 'Del hospital a casa, con la ayuda ya lista',
    paragraphs: [
      `Una hospitalización puede ser en ${grady.name}, en el centro de Atlanta, o en ${piedmontFayette.name}, en ${piedmontFayette.city}, al sureste de Fairburn y Palmetto. En cualquier caso, el regreso es largo, y el alta casi nunca sale a la hora prevista.`,
      'Pídale al administrador de casos (case manager) la fecha prevista del alta y las instrucciones para la casa, y avísele que nosotros vamos a ayudar. Si usted lo pide, podemos estar en la casa cuando llegue su ser querido. En los primeros días, el cuidador ayuda con las comidas y el baño, y apunta las preguntas para la cita de seguimiento.',
    ],
  },
  resources: {
    heading: 'Ayuda del condado, del estado y para veteranos',
    intro: 'Los programas públicos pueden sumarse a lo que hacen la familia y el cuidador.',
    items: {
      'fulton-senior-services':
        'La oficina del condado para los adultos mayores, a la que se llama por la línea STARline del condado: pregunte por los centros para mayores cercanos, las comidas y otros servicios.',
      empowerline:
        'La agencia regional para adultos mayores (Area Agency on Aging) del condado de Fulton: qué ayuda en casa podría recibir su ser querido y qué apoyo hay para usted como familiar que cuida.',
      'va-benefits': `Si su ser querido sirvió en las fuerzas armadas y se atiende en el ${va.name}, en ${va.city}, pregúntele al trabajador social del VA de allí por el cuidado en casa. Para una pensión o el beneficio de Ayuda y Asistencia (Aid and Attendance), empiece por el ${gdvs} (Departamento de Servicios para Veteranos de Georgia) o por una organización de servicio para veteranos: la ayuda que dan con la solicitud es gratuita.`,
    },
  },
  questions: {
    heading: 'Preguntas que nos hacen en el sur de Fulton',
    items: [
      {
        question: `¿De verdad van desde ${business.town.city} hasta Palmetto y East Point?`,
        answer: `Sí, a todos los códigos postales de esta página. Si una dirección queda cerca del límite, llámenos al ${business.phone.display} y lo verificamos.`,
      },
      {
        question: 'Mi papá es veterano. ¿Llamamos primero al VA o a ustedes?',
        answer:
          'A los dos. Los beneficios del VA pueden tardar, y nuestra consulta es gratuita, así que puede ver cómo sería el cuidado en casa mientras espera.',
      },
      {
        question: 'Trabajo turnos largos. ¿El cuidado puede cubrir las horas en que no estoy?',
        answer: `Sí, también madrugadas, noches y fines de semana. Puede llamarnos ${businessCopy.phoneReach}.`,
      },
    ],
  },
};

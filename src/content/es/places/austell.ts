import { placeById } from '../../../config/areas';
import { hospital } from '../../../config/localResources';
import { zipsAcrossCountyLines } from '../../../data/places';
import { areas } from '../areas';
import { business } from '../../business';
import { businessCopy } from '../businessCopy';
import type { PlaceCopy } from '../../places/placeCopy';

const { name, zips } = placeById('austell');
/** El código postal de Powder Springs llega al condado de Paulding: se dice mientras esté en la lista. */
const pastCobbAndDouglas = zipsAcrossCountyLines.filter(
  (crossing) => crossing.place === 'austell' && zips.includes(crossing.zip),
);
const wellstarCobb = hospital('wellstar-cobb');
const wellstarDouglas = hospital('wellstar-douglas');

export const place: PlaceCopy<'austell'> = {
  meta: {
    title: `Cuidado en casa en ${name}, GA | ${business.name}`,
    description: `Cuidado en casa en ${name}, Mableton y Powder Springs: ayuda para bañarse y vestirse, cuidado de Alzheimer y demencia, relevo y ayuda después del hospital.`,
  },
  heading: `Cuidadores para ${name}, Mableton y Powder Springs`,
  intro: `${name} está donde el condado de Cobb se junta con el de Douglas, a un paso de nuestra oficina en ${business.town.city}. Cuidamos a adultos mayores aquí y en las localidades vecinas del sur de Cobb.`,
  coverage: {
    heading: 'Los hogares del sur de Cobb que visitamos',
    paragraphs: [
      `Además de ${name}, atendemos Mableton, al este, y Powder Springs, al noroeste. Ya sea que su papá siga en la casa que compró hace décadas o que ahora viva con usted, el cuidado llega adonde él está.`,
      ...pastCobbAndDouglas.map(
        ({ zip, town, county }) =>
          `El código postal de ${town}, el ${zip}, también incluye algunas casas al otro lado del límite, en el condado de ${areas.countyNames[county]}. También las atendemos; para la ayuda pública de ese condado, más abajo aparece su agencia regional para adultos mayores.`,
      ),
      'Si su mamá vive con usted, el horario se acomoda al trabajo y a la escuela: dos mañanas a la semana, todos los días entre semana o un cuidador que vive en la casa.',
    ],
  },
  services: {
    heading: 'El cuidado que piden las familias del sur de Cobb',
    intro:
      'Casi siempre nos llaman después de un cambio: una caída, un diagnóstico nuevo o un familiar que ha cargado solo con el cuidado y ya no puede más.',
    items: {
      'personal-care':
        'Después de una caída, bañarse y vestirse puede volverse lo más difícil del día. El cuidador lo sostiene con firmeza en la ducha y en las escaleras.',
      'alzheimers-support':
        'Cuando su papá o su mamá, con pérdida de memoria, vive con usted, el final de la tarde puede ser difícil para todos. Nuestros cuidadores mantienen un día tranquilo y previsible, y están atentos a que no salga solo de la casa.',
      'respite-care':
        'Si usted cuida a su papá y además trabaja, el relevo le devuelve un sábado o una salida por la noche, y su papá se queda con alguien que ya conoce.',
    },
  },
  hospitals: {
    heading: `Del hospital de vuelta a casa en ${name}`,
    paragraphs: [
      `${wellstarCobb.name} está aquí mismo, en ${wellstarCobb.city}; a las casas cercanas al condado de Douglas quizá les quede más cerca ${wellstarDouglas.name}. Mientras su ser querido siga internado, dígale al administrador de casos (case manager) que está organizando el cuidado en casa con nosotros.`,
      'Llámenos cuando le den fecha de alta; si lo desea, podemos visitar antes a su ser querido en el hospital. La primera semana en casa suele ser la más delicada: el cuidador ayuda en el baño, lleva la cuenta de las citas de seguimiento y le avisa si algo no parece estar bien.',
    ],
  },
  resources: {
    heading: 'Más ayuda en el sur de Cobb',
    intro: `Según la dirección, una familia de ${name} trata con las oficinas del condado de Cobb o con las de Douglas, y unas pocas casas de Powder Springs están en el condado de Paulding.`,
    items: {
      'cobb-senior-services': `La oficina del condado para los adultos mayores de ${name}, Mableton y Powder Springs: pregunte qué les ofrece a ellos y a los familiares que los cuidan.`,
      'douglas-senior-services':
        'La oficina a la que debe llamar si la casa está del lado de Douglas.',
      empowerline:
        'La agencia regional para adultos mayores (Area Agency on Aging) de los condados de Cobb y Douglas: con una llamada le orientan sobre servicios para su ser querido y apoyo para usted.',
      'northwest-georgia-aaa':
        'Para una dirección de Powder Springs del lado del condado de Paulding: la agencia regional para adultos mayores que atiende Paulding.',
    },
  },
  questions: {
    heading: `Lo que preguntan las familias de ${name}`,
    items: [
      {
        question: 'Vivimos en el condado de Cobb y su oficina está en el de Douglas. ¿Eso importa?',
        answer:
          'Para el cuidado, no: atendemos el sur de Cobb igual que el condado de Douglas. El condado solo importa cuando usted llama a las oficinas públicas.',
      },
      {
        question: 'Mi papá está en el hospital. ¿Qué tan pronto puede empezar el cuidado?',
        answer: `Llámenos al ${business.phone.display}, incluso antes del alta. Primero programamos la consulta gratuita; en muchos casos, el cuidado puede comenzar ${businessCopy.careStart} después de la consulta.`,
      },
    ],
  },
};

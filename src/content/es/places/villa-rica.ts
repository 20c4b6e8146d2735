import { placeById } from '../../../config/areas';
import { hospital } from '../../../config/localResources';
import { business } from '../../business';
import { businessCopy } from '../businessCopy';
import type { PlaceCopy } from '../../places/placeCopy';

const { name, zips } = placeById('villa-rica');
const zip = zips.join(', ');
const tanner = hospital('tanner-villa-rica').name;
const wellstarDouglas = hospital('wellstar-douglas');

export const place: PlaceCopy<'villa-rica'> = {
  meta: {
    title: `Cuidado en casa en ${name}, GA | ${business.name}`,
    description: `Cuidado en casa en todo el código postal ${zip} de ${name}, del lado de Carroll o de Douglas: acompañamiento, transporte al médico y relevo para la familia.`,
  },
  heading: `Cuidado en casa en ${name}, a los dos lados del límite del condado`,
  intro: `Puede que su mamá viva cerca del centro de ${name} o en un camino del condado, ya fuera de la ciudad. En los dos casos, un cuidador puede ir a su casa, y todo empieza con una consulta gratuita en la mesa de la cocina de su mamá.`,
  coverage: {
    heading: `Hasta dónde llegamos en ${name}`,
    paragraphs: [
      `Atendemos todo el código postal ${zip}, en la ciudad y en el campo de los alrededores. Poco más de la mitad de ${name} está en el condado de Carroll, y el lado este, en el de Douglas; el código postal también incluye algunas casas del condado de Paulding, al norte, fuera de los límites de cualquier ciudad. Atendemos igual cada parte del código postal.`,
      `Nuestra oficina está en ${business.town.city}, al este por la I-20. El cuidado puede ser de unas horas a la semana, visitas diarias, ayuda por la noche o un cuidador que vive en la casa.`,
    ],
  },
  services: {
    heading: `Lo que más nos piden en ${name}`,
    intro:
      'Aquí las casas quedan lejos unas de otras, y muchos hijos manejan a diario por la I-20 para trabajar en Atlanta.',
    items: {
      transportation:
        'Fuera de la ciudad, el médico y la farmacia pueden quedar lejos. Un cuidador lleva a su papá y se queda con él, para que no pierda una cita porque nadie pudo salir del trabajo.',
      'companion-care':
        'En las afueras puede pasar una semana sin que un vecino toque a la puerta. Las visitas frecuentes traen conversación y a alguien que se da cuenta cuando algo no anda bien.',
      'respite-care':
        'Para el esposo, la esposa, o el hijo o la hija que vive cerca y se encarga de todo el cuidado: una tarde libre o una noche entera de sueño.',
    },
  },
  hospitals: {
    heading: 'El regreso a casa después del hospital',
    paragraphs: [
      `El hospital de la ciudad es ${tanner}; al lado este quizá le quede más cerca ${wellstarDouglas.name}. Antes del alta, dígale al planificador de altas (discharge planner) que nosotros vamos a ayudar en casa, y dele nuestro número.`,
      'Si usted lo pide, podemos vernos en el hospital antes de que su mamá salga, o en su casa el día que regrese. En los primeros días, el cuidador la ayuda a instalarse, recoge los medicamentos nuevos en la farmacia y la ayuda a bañarse con seguridad.',
    ],
  },
  resources: {
    heading: `Ayuda pública para adultos mayores en ${name}`,
    intro: `El código postal ${zip} abarca partes de tres condados, y cada uno tiene su propia agencia regional para adultos mayores (Area Agency on Aging). El condado que aparece en la factura del impuesto a la propiedad le dice cuál le corresponde a la casa.`,
    items: {
      'three-rivers-aaa':
        'Para las casas del lado del condado de Carroll: comidas, apoyo para los familiares que cuidan y servicios pagados por Medicaid.',
      empowerline: 'Para las casas del lado del condado de Douglas, con el mismo tipo de ayuda.',
      'northwest-georgia-aaa': `Para una dirección de ${name} en el condado de Paulding, al norte de la ciudad: la agencia que atiende Paulding, también con el mismo tipo de ayuda.`,
      'georgia-adrc':
        'Un solo número para todo el estado de Georgia, por si no sabe qué agencia le corresponde a la casa.',
    },
  },
  questions: {
    heading: `Preguntas de las familias de ${name}`,
    items: [
      {
        question: `La dirección de mi mamá dice ${name}, pero vive en el condado de Carroll. ¿Aun así pueden ir?`,
        answer: `Sí, a cualquier parte del código postal ${zip}, ya sea que la casa esté en el condado de Carroll, en el de Douglas o en el de Paulding. ¿Tiene dudas sobre una dirección? Llámenos al ${business.phone.display}.`,
      },
      {
        question:
          'Trabajo en Atlanta y no puedo ver a mi papá todos los días. ¿Cómo voy a saber cómo está?',
        answer: `Nos comunicamos con usted con regularidad, y puede llamarnos ${businessCopy.phoneReach}. Si el cuidador de su papá nota un cambio, por ejemplo, que come menos o que camina con menos firmeza, se lo decimos.`,
      },
    ],
  },
};

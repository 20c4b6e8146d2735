import { places } from '../../config/areas';
import type { PageKey } from '../../config/paths';
import { listInSpanish } from '../../lib/words';
import { business, location } from '../business';
import type * as en from '../pages';
import type { PageCopy } from '../pages';
import type { Translation } from '../translation';
import { areas } from './areas';
import { businessCopy, serviceAreaText } from './businessCopy';

/** The county most of each place is in, once each: "Douglas, Carroll, Cobb y Fulton". */
const mainCounties = listInSpanish([
  ...new Set(places.map((place) => areas.countyNames[place.counties[0]])),
]);

export const pages: Record<PageKey, PageCopy> = {
  home: {
    title: `${business.name} | Cuidado en casa en ${location}`,
    // The title names the town, so the description names the counties: 160 characters at most.
    description: `Cuidado en casa para adultos mayores en los condados de ${mainCounties}: compañía, cuidado personal y cuidado de relevo. Consulta gratuita.`,
    heading: 'Cuidado en casa, con cariño, para quienes usted más quiere',
    intro: `${business.name} ayuda a los adultos mayores a vivir en casa con seguridad, comodidad e independencia, con cuidadores de su propia comunidad.`,
  },
  about: {
    title: `Quiénes somos | ${business.name}`,
    description: `Agencia local de cuidado en casa en ${location}, fundada en ${business.foundingYear},${businessCopy.licensed ? ` ${businessCopy.licensed.brief},` : ''} y con cuidadores seleccionados con esmero.`,
    heading: 'Quiénes somos',
    intro: `Desde ${business.foundingYear}, cuidamos a las familias en ${serviceAreaText} como si fueran nuestra propia familia.`,
  },
  services: {
    title: `Nuestros servicios | ${business.name}`,
    description: `Acompañamiento, cuidado personal, comidas, cuidado de Alzheimer y demencia, limpieza ligera, transporte, cuidado las 24 horas y de relevo en ${location}.`,
    heading: 'Servicios de cuidado completos',
    intro:
      'Cada plan de cuidado gira en torno a su ser querido: unas horas a la semana o cuidado las 24 horas.',
  },
  careers: {
    // `location` ("Douglasville, GA") would take the title past 60 characters.
    title: `Empleos de cuidador en ${business.town.city} | ${business.name}`,
    description: `Empleos de cuidador en ${location}: horarios flexibles, buen pago y el apoyo real de nuestro equipo. Presente su solicitud en línea en minutos.`,
    heading: 'Únase a nuestro equipo de cuidadores',
    intro: 'Un trabajo que vale la pena, cerca de casa, con un equipo que está de su lado.',
  },
  faq: {
    title: `Preguntas frecuentes | ${business.name}`,
    description: `Respuestas sobre nuestro cuidado en casa, cómo empezar, cómo elegimos a los cuidadores, precios y pagos, y cómo trabajar con ${business.name}.`,
    heading: 'Preguntas frecuentes',
    intro: 'Respuestas claras a lo que más nos preguntan las familias y los cuidadores.',
  },
  contact: {
    title: `Contáctenos | ${business.name}`,
    description: `Consulta gratuita en casa: llame al ${business.phone.display} o escríbanos. Atendemos en ${serviceAreaText}.`,
    heading: 'Comuníquese con nosotros',
    intro: `Cuéntenos un poco sobre su ser querido. Le llamaremos ${businessCopy.familyReply}.`,
  },
  apply: {
    title: `Solicitud para cuidadores | ${business.name}`,
    description: `Trabaje como cuidador(a) con ${business.name} en ${location}. Revisamos cada solicitud y respondemos ${businessCopy.applicantReply}.`,
    heading: 'Solicitud para cuidadores',
    intro: `Cuéntenos sobre usted. Revisaremos su solicitud y nos comunicaremos con usted ${businessCopy.applicantReply}.`,
  },
  privacy: {
    title: `Aviso de privacidad | ${business.name}`,
    description:
      'Qué datos recopilan nuestros formularios de contacto y de empleo, cómo llegan a nuestro personal y cómo pedirnos que los borremos.',
    heading: 'Aviso de privacidad',
    intro: 'Qué datos recopilan nuestros formularios, adónde van y cómo pedirnos que los borremos.',
  },
  accessibility: {
    title: `Declaración de accesibilidad | ${business.name}`,
    description:
      'Cómo hacemos que nuestro sitio web sea fácil de usar para todos, cómo lo comprobamos, qué nos falta mejorar y cómo avisarnos de un problema.',
    heading: 'Declaración de accesibilidad',
    intro:
      'Queremos que todas las personas puedan usar este sitio web. Aquí le contamos qué nos proponemos, cómo lo comprobamos y cómo avisarnos si algo le causa dificultades.',
  },
  areas: {
    title: `Zonas que atendemos | ${business.name}`,
    description: `Cuidado en casa para adultos mayores en ${listInSpanish(places.map((place) => place.name))}: códigos postales, hospitales y ayuda local.`,
    heading: 'Zonas que atendemos',
    intro: `Desde nuestra oficina en ${location}, nuestros cuidadores visitan a familias en ${serviceAreaText}.`,
  },
  payingForCare: {
    title: `Cómo pagar el cuidado en casa | ${business.name}`,
    description:
      'Cómo pagar el cuidado en casa en Georgia: pago de su bolsillo, seguro de cuidado a largo plazo, beneficios del VA, Medicare, Medicaid y una calculadora de costos.',
    heading: 'Cómo pagar el cuidado en casa en Georgia',
    intro:
      'Lo primero que preguntan casi todas las familias es cuánto costará el cuidado. Aquí le explicamos cuánto cuesta el cuidado en casa con nosotros y cómo lo pagan las familias en Georgia.',
  },
};

export const notFoundPage: PageCopy = {
  title: `Página no encontrada | ${business.name}`,
  description: 'No encontramos la página que buscaba.',
  noindex: true,
  heading: '¡Uy! No encontramos esta página',
  intro: 'Puede que la página haya cambiado de lugar o que la dirección tenga un error.',
};

export const notFoundHelp: Translation<typeof en.notFoundHelp> = {
  lead: 'Llámenos o vaya directamente a lo que más buscan quienes nos visitan:',
  call: `Llame al ${business.phone.display}`,
  careRequest: 'Solicitar cuidado para un ser querido',
  jobs: 'Ver empleos de cuidador',
};

export const errorPage: Translation<typeof en.errorPage> = {
  heading: 'Ocurrió un error inesperado',
  help: `Por favor, inténtelo de nuevo o llámenos al ${business.phone.display}.`,
  home: 'Volver al inicio',
};

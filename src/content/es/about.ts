import { business } from '../business';
import type { AboutContent } from '../about';
import type { Translation } from '../translation';
import { businessCopy, serviceAreaText } from './businessCopy';
import { pages } from './pages';

const founder = business.founder.name;
/** "500" from "500+": a badge may show the plus, but prose says "más de 500". */
const familiesServed = business.figures.familiesServed.replace(/\+$/, '');

// `AboutContent` pins some English titles as literal types, so the twin is typed as its translation.
export const about: Translation<AboutContent> = {
  hero: {
    heading: pages.about.heading,
    lead: pages.about.intro,
    callAction: `Llame al ${business.phone.display}`,
    servicesAction: 'Ver nuestros servicios',
  },
  story: {
    heading: 'Nuestra historia',
    // The founder's name is sample content (see business.founder); confirm the story with her.
    paragraphs: [
      `Cuando la abuela de ${founder} empezó a necesitar ayuda en casa, la familia descubrió lo difícil que es encontrar un cuidado confiable, amable y cercano.`,
      `Esa experiencia la marcó. En ${business.foundingYear}, ${founder} fundó ${business.name} en ${business.town.city} para ser la agencia que hubiera querido encontrar para su familia: local, personal y fácil de contactar cuando usted nos necesite.`,
      `Hoy nuestro equipo cuida a familias en ${serviceAreaText}. Hemos crecido, pero la idea sigue siendo la misma. Cada cliente es la mamá, el papá, la abuela o el abuelo de alguien, y así lo cuidamos.`,
    ],
  },
  mission: {
    heading: 'Nuestra misión',
    text: `Ayudar a los adultos mayores en ${serviceAreaText} a vivir en su propio hogar con seguridad, comodidad y dignidad, y dar tranquilidad a sus familias.`,
  },
  valuesHeading: 'Nuestros valores',
  values: {
    compassion: {
      title: 'Compasión',
      text: 'Tratamos a su ser querido con paciencia, cariño y respeto, como quisiéramos que trataran a nuestra propia familia.',
    },
    community: {
      title: 'Comunidad',
      text: `Tenemos nuestra sede en ${business.town.city}, y nuestros cuidadores viven cerca. Nos enorgullece cuidar a nuestros propios vecinos.`,
    },
    excellence: {
      title: 'Excelencia',
      text: 'Elegimos y capacitamos con esmero a nuestros cuidadores, damos seguimiento a cada plan de cuidado y siempre buscamos cómo mejorar.',
    },
    reliability: {
      title: 'Confiabilidad',
      text: 'Cuando le decimos que un cuidador va a estar ahí, cumplimos. Si algo cambia, se lo avisaremos nosotros antes que nadie.',
    },
  },
  whyChooseUsHeading: 'Por qué las familias nos eligen',
  whyChooseUs: {
    'licensed-and-insured': businessCopy.licensed
      ? {
          title: businessCopy.licensed.title,
          text: `${businessCopy.licensed.sentence}, así que puede recibirnos en su hogar con confianza.`,
        }
      : null,
    'screened-caregivers': {
      title: 'Cuidadores seleccionados con esmero',
      text: 'Cada cuidador pasa nuestras entrevistas y la revisión de sus referencias; después, una verificación de antecedentes, la verificación con huellas digitales que exige Georgia y una prueba de drogas, y completa nuestra capacitación antes de conocer a un cliente.',
    },
    'care-plans': {
      title: 'Planes de cuidado a su medida',
      text: 'Preparamos el plan con usted después de una consulta gratuita en casa, y lo ajustamos a medida que cambian las necesidades de su ser querido.',
    },
    support: {
      title: businessCopy.supportTitle,
      text: `Contestamos el teléfono ${businessCopy.phoneReach}: puede comunicarse con nuestro equipo al ${business.phone.display}.`,
    },
  },
  trusted: {
    heading: `Más de ${familiesServed} familias confían en nosotros`,
    text: `Desde ${business.foundingYear}, más de ${familiesServed} familias en ${serviceAreaText} nos han confiado el cuidado de un ser querido. Sería un honor ayudar a la suya.`,
  },
  closing: {
    title: 'Conozcamos a su familia',
    subtitle: `Llámenos al ${business.phone.display} o envíenos un mensaje para programar una consulta gratuita en casa. Le llamaremos ${businessCopy.familyReply}.`,
  },
};

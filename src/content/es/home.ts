import { business, location } from '../business';
import type { HomeContent } from '../home';
import { businessCopy, serviceAreaText } from './businessCopy';
import { pages } from './pages';

const ratingScore = `${business.rating.value}/${business.rating.outOf}`;

export const home: HomeContent = {
  hero: {
    eyebrow: `Cuidado en casa para adultos mayores en ${location}`,
    heading: pages.home.heading,
    lead: pages.home.intro,
    primaryAction: 'Pida cuidado',
    secondaryAction: 'Únase al equipo',
    costLine: '¿Cuánto cuesta el cuidado y qué pagan Medicare, Medicaid y el VA?',
    costLink: 'Costos y formas de pagar',
  },
  statsLabel: `${business.name} en cifras`,
  stats: [
    { value: business.figures.familiesServed, label: 'Familias atendidas' },
    { value: business.figures.yearsExperience, label: 'Años de experiencia' },
    ...(businessCopy.supportStat ? [businessCopy.supportStat] : []),
  ],
  ratingBadge: {
    score: ratingScore,
    text: `Las familias que atendemos nos califican con ${ratingScore}`,
    action: 'Lea lo que dicen las familias',
  },
  welcome: {
    heading: `Bienvenidos a ${business.name}`,
    paragraphs: [
      `Somos una agencia de cuidado en casa con sede en ${business.town.city}. Desde ${business.foundingYear}, ayudamos a adultos mayores en ${serviceAreaText} a seguir viviendo en el hogar que tanto quieren.`,
      'Nuestros cuidadores ayudan con las cosas de todos los días: una comida caliente, el viaje a la cita con el médico, un baño sin preocupaciones, una cara amable en la mesa de la cocina. Nuestro cuidado no es médico, y se adapta a la rutina de su ser querido, no a la nuestra.',
      'Todo empieza con una consulta gratuita en la casa de su ser querido. Escuchamos, conocemos a su familia y planeamos un cuidado a la medida. Luego elegimos al cuidador indicado, y seguimos en contacto con usted en cada paso.',
    ],
  },
  servicesHeading: 'Cómo podemos ayudar',
  servicesIntro:
    'Desde unas horas de acompañamiento a la semana hasta ayuda con el cuidado personal, nos adaptamos a lo que su ser querido necesita.',
  serviceBlurbs: {
    'companion-care':
      'Buena compañía, conversación y sus actividades favoritas, para que su ser querido no se sienta solo.',
    'personal-care':
      'Ayuda con paciencia para bañarse, vestirse y moverse, y recordatorios de medicamentos.',
    'meal-preparation': 'Comidas sanas y caseras, preparadas como a su ser querido le gustan.',
    'alzheimers-support':
      'Cuidado tranquilo y constante para quien vive con pérdida de memoria, y apoyo para su familia.',
  },
  exploreServices: 'Ver nuestros servicios',
  mobility: {
    heading: 'Estabilidad e independencia en casa',
    paragraphs: [
      'Una caída, un andador nuevo o un poco menos de fuerza en las piernas pueden hacer más difícil la vida en casa. Eso no tiene por qué significar dejarla.',
      'Nuestros cuidadores ofrecen un brazo firme cuando hace falta y se hacen a un lado cuando no. Su ser querido sigue haciendo lo que puede, a su manera, con alguien a su lado para lo demás.',
    ],
    points: [
      'Ayuda para levantarse, sentarse y moverse por la casa',
      'Ayuda para bañarse y vestirse, al ritmo de su ser querido',
      'Pasillos despejados y una casa ordenada, sin cosas con que tropezar',
      'Caminatas cortas y salidas para seguir activo y en contacto con los demás',
      'Transporte a citas, a hacer compras y a visitar amigos',
    ],
  },
  testimonialsHeading: 'Lo que dicen las familias',
  testimonialsIntro: 'La experiencia de las familias que cuidamos.',
  reviewLinks: {
    read: 'Lea nuestras reseñas',
    write: 'Déjenos una reseña en Google',
    newTab: '(se abre en una pestaña nueva)',
  },
  closing: {
    title: 'Hablemos de su ser querido',
    subtitle: `Llámenos al ${business.phone.display} o envíenos un mensaje. La consulta en casa es gratis, y le llamaremos ${businessCopy.familyReply}.`,
  },
};

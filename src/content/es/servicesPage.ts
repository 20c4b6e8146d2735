import { business } from '../business';
import { businessCopy } from './businessCopy';
import type * as en from '../servicesPage';
import type { Translation } from '../translation';
import { pages } from './pages';

export type {
  FeatureBlock,
  GettingStartedStep,
  ServiceDetails,
  ServicesPageContent,
} from '../servicesPage';

export const servicesPage: Translation<typeof en.servicesPage> = {
  hero: { heading: pages.services.heading, lead: pages.services.intro },
  services: {
    'companion-care': {
      description:
        'Pasar días largos a solas desanima a cualquiera. Nuestros cuidadores le brindan a su ser querido buena compañía, conversación y las actividades que más disfruta, para que cada día sea más pleno.',
      features: [
        'Convivencia y conversación',
        'Actividades ligeras y pasatiempos',
        'Apoyo emocional',
        'Lectura y entretenimiento',
      ],
    },
    'personal-care': {
      description:
        'Ayuda amable y cuidadosa para bañarse, vestirse y moverse, con paciencia y respeto por la privacidad de su ser querido. Los cuidadores también dan recordatorios de medicamentos, para que la rutina del día siga en orden.',
      features: [
        'Ayuda con el baño y el arreglo personal',
        'Apoyo para vestirse',
        'Ayuda para moverse',
        'Recordatorios de medicamentos',
      ],
    },
    'meal-preparation': {
      description:
        'Comidas caseras y sabrosas, preparadas como le gustan a su ser querido. Planeamos el menú de la semana, hacemos las compras y cocinamos, siguiendo cualquier dieta que haya indicado el médico de su ser querido.',
      features: [
        'Menús planeados a su gusto',
        'Compras del supermercado',
        'Cocinar y servir las comidas',
        'Adaptación a dietas especiales',
      ],
    },
    'alzheimers-support': {
      description:
        'Cuidado tranquilo y paciente para una persona que vive con Alzheimer u otro tipo de demencia. Los cuidadores mantienen una rutina estable, están atentos a su seguridad y ayudan a su familia a entender qué esperar.',
      features: [
        'Actividades para la memoria',
        'Manejo de cambios de conducta',
        'Supervisión de la seguridad',
        'Apoyo y orientación para la familia',
      ],
    },
    'light-housekeeping': {
      description:
        'Una casa limpia y ordenada, sin esfuerzo. Nos encargamos de la limpieza, la ropa y las tareas diarias que a su ser querido ya le cuestan más trabajo.',
      features: [
        'Limpieza y orden',
        'Lavado y planchado de ropa',
        'Hacer la cama',
        'Sacar la basura',
      ],
    },
    transportation: {
      description:
        'Llevamos a su ser querido al médico, a la farmacia, a la tienda o a visitar a una amistad, y el cuidador lo acompaña en todo momento. Se acabaron las citas perdidas y los días sin poder salir de casa.',
      features: [
        'Citas médicas',
        'Salidas de compras',
        'Visitas y paseos',
        'Mandados y otras citas',
      ],
    },
    'live-in-care': {
      description:
        'Un cuidador que vive en la casa, para un ser querido que no debe quedarse solo ni de día ni de noche: está con él de día y de noche, con su tiempo para dormir, para ayudarle y, si algo pasa, para pedir ayuda. Si su ser querido necesita a alguien despierto toda la noche, varios cuidadores pueden turnarse.',
      features: [
        'Cuidado y supervisión continuos',
        'Ayuda durante la noche',
        'Respuesta ante emergencias',
        'Tranquilidad para la familia',
      ],
    },
    'respite-care': {
      description:
        'Cuidar a su mamá o a su papá es muy valioso, y también agotador. Tomamos su lugar unas horas, un fin de semana o un día fijo cada semana, para que usted descanse con la tranquilidad de que su ser querido está en buenas manos.',
      features: [
        'Horarios flexibles',
        'Por poco tiempo o de forma regular',
        'Apoyo para familiares que cuidan',
        'Continuidad en el cuidado',
      ],
    },
  },
  featureBlocks: [
    {
      title: 'Acompañamiento con cariño',
      text: 'La vejez puede traer soledad, sobre todo cuando los amigos se han mudado o ya no es seguro manejar. Un cuidador que regresa semana tras semana se vuelve una cara conocida y amable, una visita que su ser querido espera con gusto.',
      points: [
        'Conversación, juegos de cartas, rompecabezas y sus programas favoritos',
        'Caminatas, salidas y visitas con amistades',
        'Ayuda para seguir con sus pasatiempos, su correspondencia y sus llamadas',
        'El mismo cuidador siempre que sea posible, para que crezca la confianza',
      ],
    },
    {
      title: 'Movilidad e independencia',
      text: 'La mayoría de las personas mayores quieren seguir en su propia casa y hacer las cosas a su manera. Nuestros cuidadores dan solo la ayuda necesaria y dejan que su ser querido haga lo demás.',
      points: [
        'Un brazo firme para levantarse, sentarse y moverse por la casa',
        'Ayuda para bañarse y vestirse, a su propio ritmo',
        'Pasillos despejados y una casa ordenada, sin cosas con las que tropezar',
        'Transporte a citas, compras y salidas sociales',
      ],
    },
  ],
  allServicesHeading: 'Todos nuestros servicios',
  stepsHeading: 'Cómo empezamos',
  steps: [
    {
      number: 1,
      title: 'Consulta gratuita',
      text: 'Visitamos a su ser querido en casa, sin costo. Lo escuchamos, conocemos su rutina y sus necesidades, y respondemos sus preguntas.',
    },
    {
      number: 2,
      title: 'Selección del cuidador',
      text: 'Elegimos un cuidador cuyas habilidades, horario y personalidad vayan bien con su ser querido. Cuéntenos cómo va: los dos deben sentirse a gusto.',
    },
    {
      number: 3,
      title: 'Comienza el cuidado',
      text: `Con frecuencia, el cuidado puede comenzar ${businessCopy.careStart} después de la consulta. Nos comunicamos con usted con regularidad y ajustamos el plan cuando cambian las necesidades.`,
    },
  ],
  closing: {
    title: '¿Hablamos de un plan de cuidado?',
    subtitle: `Cuéntenos sobre su ser querido o llámenos al ${business.phone.display}. La consulta es gratuita y sin compromiso.`,
  },
};

import { business } from '../business';
import type * as en from '../careers';
import type { Translation } from '../translation';
import { businessCopy } from './businessCopy';
import { driving } from './hiring';
import { pages } from './pages';

export type { CareersContent } from '../careers';

export const careers: Translation<typeof en.careers> = {
  hero: {
    heading: pages.careers.heading,
    lead: pages.careers.intro,
    primaryAction: 'Postúlese',
    secondaryAction: 'Más información',
    secondaryActionContext: ' sobre los empleos de cuidador en nuestras preguntas frecuentes',
  },
  highlights: {
    'flexible-scheduling': {
      title: 'Horarios flexibles',
      text: 'Tiempo completo, medio tiempo, fines de semana, tardes o como cuidador(a) que vive en la casa del cliente. Díganos qué horario le conviene.',
    },
    support: {
      title: businessCopy.supportTitle,
      text: `Puede llamar a nuestra oficina ${businessCopy.phoneReach}. Cuando está con un cliente, nunca tiene que resolver las cosas por su cuenta.`,
    },
  },
  benefitsHeading: 'Por qué trabajar con nosotros',
  benefits: {
    pay: {
      title: 'Pago competitivo',
      text: 'Un pago que respeta el trabajo que usted hace. En la entrevista le explicamos con claridad cuánto pagamos por hora.',
    },
    'flexible-scheduling': {
      title: 'Horarios flexibles',
      text: 'Trabaje en los turnos que se acomoden a su familia, sus estudios u otros compromisos. Armamos su horario junto con usted.',
    },
    development: {
      title: 'Desarrollo profesional',
      text: 'Capacitación y orientación antes de atender a su primer cliente, y oportunidades para seguir aprendiendo a medida que crece en su carrera.',
    },
    'meaningful-work': {
      title: 'Un trabajo con sentido',
      text: 'Ayude a una persona mayor a seguir viviendo en el hogar que ama. En cada visita verá lo mucho que importa su trabajo.',
    },
    team: {
      title: 'Un equipo solidario',
      text: `Personal de oficina que contesta cuando usted llama, ${businessCopy.phoneReach}, y compañeros que comparten con gusto lo que saben.`,
    },
    recognition: {
      title: 'Programa de reconocimiento',
      text: 'Reconocemos el buen trabajo y se lo hacemos saber. Los cuidadores que dan lo mejor de sí por sus clientes reciben nuestro agradecimiento.',
    },
  },
  requirementsHeading: 'Lo que buscamos',
  requirementsIntro: 'Para unirse a nuestro equipo, necesita:',
  requirements: [
    'Diploma de high school (preparatoria) o GED',
    'De preferencia, experiencia como cuidador(a)',
    'Transporte confiable para llegar a la casa de sus clientes',
    driving.requirement,
    'Poder aprobar una verificación de antecedentes, la verificación con huellas digitales de Georgia y una prueba de drogas',
    'Certificación de RCP (CPR) y primeros auxilios, o la disposición de obtenerla',
    'Buenas habilidades de comunicación',
    'Capacidad física para ayudar a los clientes a moverse, levantarse y caminar con seguridad',
    'Tener 18 años o más',
  ],
  testimonialHeading: 'En palabras de nuestros cuidadores',
  closing: {
    title: '¿Quiere marcar la diferencia?',
    subtitle: `Postúlese en línea en pocos minutos. Revisamos todas las solicitudes y respondemos ${businessCopy.applicantReply}. ¿Tiene preguntas antes de postularse? Llámenos al ${business.phone.display}.`,
    applyAction: 'Postúlese en línea',
    questionsAction: '¿Tiene preguntas?',
  },
};

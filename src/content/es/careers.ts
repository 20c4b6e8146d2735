import {
  Award,
  CalendarClock,
  GraduationCap,
  HandHeart,
  Headset,
  Users,
  Wallet,
} from 'lucide-react';
import { business } from '../business';
import type * as en from '../careers';
import type { Translation } from '../translation';
import { pages } from './pages';

export type { Benefit, BenefitTitle, CareersContent, CareersHighlight } from '../careers';

export const careers: Translation<typeof en.careers> = {
  hero: {
    heading: pages.careers.heading,
    lead: pages.careers.intro,
    primaryAction: 'Postúlese',
    secondaryAction: 'Saber más',
    secondaryActionContext: ' sobre los empleos de cuidador',
  },
  highlights: [
    {
      title: 'Horarios flexibles',
      text: 'Tiempo completo, medio tiempo, fines de semana, tardes o como cuidador interno. Díganos qué horario le funciona.',
      icon: CalendarClock,
    },
    {
      title: `Apoyo ${business.stats.support}`,
      text: `Puede llamar a nuestra oficina ${business.stats.support}. Cuando está con un cliente, nunca tiene que resolver las cosas por su cuenta.`,
      icon: Headset,
    },
  ],
  benefitsHeading: 'Por qué trabajar con nosotros',
  benefits: [
    {
      title: 'Pago competitivo',
      text: 'Un pago que respeta el trabajo que usted hace. En la entrevista le hablamos claramente de las tarifas.',
      icon: Wallet,
    },
    {
      title: 'Horarios flexibles',
      text: 'Trabaje en los turnos que se acomoden a su familia, sus estudios u otros compromisos. Armamos su horario junto con usted.',
      icon: CalendarClock,
    },
    {
      title: 'Desarrollo profesional',
      text: 'Capacitación y orientación antes de su primer cliente, y oportunidades para seguir aprendiendo a medida que crece en su carrera.',
      icon: GraduationCap,
    },
    {
      title: 'Un trabajo con sentido',
      text: 'Ayude a una persona mayor a seguir viviendo en el hogar que ama. En cada visita verá la diferencia que usted hace.',
      icon: HandHeart,
    },
    {
      title: 'Un equipo solidario',
      text: 'Personal de oficina que contesta cuando usted llama, de día o de noche, y compañeros que comparten con gusto lo que saben.',
      icon: Users,
    },
    {
      title: 'Programa de reconocimiento',
      text: 'Notamos el buen trabajo y lo decimos. Los cuidadores que dan lo mejor de sí por sus clientes reciben nuestro agradecimiento y reconocimiento.',
      icon: Award,
    },
  ],
  requirementsHeading: 'Lo que buscamos',
  requirementsIntro: 'Para unirse a nuestro equipo, necesita:',
  requirements: [
    'Diploma de escuela secundaria (high school) o su equivalente',
    'De preferencia, experiencia como cuidador',
    'Transporte confiable y licencia de conducir vigente',
    'Poder aprobar una verificación de antecedentes y una prueba de drogas',
    'Certificación de RCP y primeros auxilios, o la disposición de obtenerla',
    'Buenas habilidades de comunicación',
    'Capacidad física para ayudar a los clientes a moverse, ponerse de pie y desplazarse con seguridad',
    'Tener 18 años o más',
  ],
  testimonialHeading: 'En palabras de nuestros cuidadores',
  closing: {
    title: '¿Quiere marcar la diferencia?',
    subtitle: `Postúlese en línea en pocos minutos. Revisamos todas las solicitudes y respondemos en un plazo de 2 a 3 días hábiles. ¿Tiene preguntas antes de postularse? Llámenos al ${business.phone.display}.`,
    applyAction: 'Postúlese en línea',
    questionsAction: '¿Tiene preguntas?',
  },
};

import { business } from '../business';
import type { ApplyContent } from '../apply';
import { businessCopy } from './businessCopy';
import type { Translation } from '../translation';
import { pages } from './pages';

export type { ApplyContent, NextStep } from '../apply';

// `ApplyContent` pins some words to their English literals; `Translation` frees them.
export const apply: Translation<ApplyContent> = {
  heading: pages.apply.heading,
  lead: pages.apply.intro,
  sections: { personal: 'Información personal', work: 'Información laboral' },
  nextStepsHeading: 'Próximos pasos',
  nextSteps: [
    {
      title: 'Entrevista telefónica',
      text: `Revisamos su solicitud y nos comunicamos con usted ${businessCopy.applicantReply} para una conversación corta sobre usted y el trabajo.`,
    },
    {
      title: 'Referencias y entrevista en persona',
      text: 'Hablamos con sus referencias. Después, usted se reúne con nuestro equipo en persona para una entrevista y una evaluación de habilidades: nos muestra las habilidades de cuidado que ya tiene.',
    },
    {
      title: 'Verificación de antecedentes',
      text: 'Con su autorización por escrito, en un formulario aparte, hacemos una verificación de antecedentes, la verificación con huellas digitales que exige Georgia y una prueba de drogas.',
    },
    {
      title: 'Capacitación y orientación',
      text: 'Antes de atender a su primer cliente, recibe capacitación sobre nuestra forma de trabajar y conoce al equipo que le dará apoyo.',
    },
  ],
  closing: {
    title: '¿Tiene preguntas sobre la solicitud?',
    text: `Con gusto le ayudamos. Llámenos al ${business.phone.display} o lea las respuestas a las preguntas que más nos hacen los cuidadores.`,
    button: 'Contáctenos',
    faqAction: 'Preguntas de los cuidadores',
  },
};

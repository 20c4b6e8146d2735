import { faqIn, type FaqWords } from '../../config/faq';
import { business, location } from '../business';
import type * as en from '../faq';
import type { Translation } from '../translation';
import { businessCopy, serviceAreaText } from './businessCopy';

const phone = business.phone.display;
/** One final period: "p. m." already ends with one, and Spanish does not double it. */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

const words: FaqWords = {
  titles: {
    'about-our-services': 'Sobre nuestros servicios',
    'getting-started': 'Cómo empezar',
    'care-quality-and-safety': 'Calidad y seguridad del cuidado',
    'pricing-and-payment': 'Precios y pagos',
    'for-potential-caregivers': 'Para futuros cuidadores',
  },
  questions: {
    'what-care-do-you-provide': {
      question: '¿Qué tipo de cuidado ofrecen?',
      answer: [
        'Ofrecemos cuidado no médico en casa: acompañamiento, ayuda para bañarse, vestirse y moverse, recordatorios de medicamentos, comidas, limpieza ligera, transporte, cuidado de Alzheimer y demencia, cuidado las 24 horas con un cuidador que vive en la casa y cuidado de relevo para los familiares que cuidan.',
        'No damos atención médica: no ponemos inyecciones, no curamos heridas y no damos medicamentos, solo recordamos cuándo tomarlos. Nuestros cuidadores pueden trabajar junto con las enfermeras o los terapeutas que indique el médico de su ser querido.',
      ],
    },
    'which-areas-do-you-serve': {
      question: '¿En qué zonas trabajan?',
      answer: [
        `Atendemos a familias en ${serviceAreaText}, desde nuestra oficina en ${location}.`,
        `¿No sabe si la casa de su ser querido está dentro de nuestra zona? Llámenos al ${phone} y se lo decimos.`,
      ],
      linkLabel: 'Las ciudades y los códigos postales que atendemos',
    },
    'how-many-hours-of-care': {
      question: '¿Cuántas horas de cuidado podemos contratar?',
      answer: [
        'Las que su ser querido necesite: unas horas a la semana, visitas diarias, ayuda durante la noche o un cuidador que vive en la casa y está presente las 24 horas.',
        'Las necesidades cambian, y el horario puede cambiar con ellas. Solo avísenos.',
      ],
    },
    'dementia-care': {
      question: '¿Pueden cuidar a una persona con Alzheimer o demencia?',
      answer: [
        'Sí. Nuestro cuidado de Alzheimer y demencia se basa en una rutina tranquila y estable, en actividades que le interesen a su ser querido y en mantenerlo seguro en casa.',
        'También ayudamos a su familia a entender qué esperar y cómo responder a los cambios de ánimo o de comportamiento.',
      ],
    },
    'how-do-we-get-started': {
      question: '¿Cómo empezamos?',
      answer: [
        `Llámenos al ${phone} o envíenos un mensaje con nuestro formulario de contacto. Programaremos una consulta gratuita en la casa de su ser querido.`,
        'Después de la consulta, preparamos con usted un plan de cuidado y elegimos un cuidador adecuado para su ser querido.',
      ],
    },
    'how-soon-can-care-start': {
      question: '¿Qué tan pronto puede comenzar el cuidado?',
      answer: [
        'En muchos casos, el cuidado puede comenzar entre 24 y 48 horas después de la consulta. Si necesita ayuda antes, díganoslo cuando llame y haremos todo lo posible.',
      ],
    },
    'what-happens-at-the-consultation': {
      question: '¿Qué pasa en la consulta gratuita?',
      answer: [
        'Una persona de nuestro equipo visita a su ser querido en casa. Hablamos de su rutina diaria, de cualquier problema de salud que debamos conocer, de lo que le gusta y de la ayuda que usted busca. También revisamos si hay algo en la casa con lo que pueda tropezar o caerse.',
        'La consulta no cuesta nada. Al final, usted recibe un plan de cuidado y el precio exacto, y decide si quiere seguir adelante.',
      ],
    },
    'when-can-we-reach-you': {
      question: '¿Cuándo podemos comunicarnos con ustedes?',
      answer: [
        sentence(`Nuestra oficina atiende ${businessCopy.officeHoursInText}`),
        `La atención telefónica y de emergencias está disponible las 24 horas, todos los días: puede llamar al ${phone} de día o de noche.`,
      ],
    },
    'how-are-caregivers-screened': {
      question: '¿Cómo seleccionan a sus cuidadores?',
      answer: [
        'Cada cuidador pasa por una entrevista telefónica, una verificación de antecedentes y una prueba de drogas, la revisión de sus referencias y una entrevista en persona con una evaluación de habilidades. Solo después completa nuestra capacitación y orientación.',
        'Además, nuestros cuidadores deben tener transporte confiable y licencia de conducir vigente, y contar con certificación de RCP (CPR) y primeros auxilios o estar dispuestos a obtenerla.',
      ],
    },
    'are-you-licensed-and-insured': {
      question: '¿Tienen licencia y seguro?',
      answer: [
        `Sí. ${business.name} tiene licencia y seguro en ${business.licenseState}. Pídanos los detalles en su consulta.`,
      ],
    },
    'caregiver-not-a-good-match': {
      question: '¿Y si mi ser querido no se lleva bien con su cuidador?',
      answer: [
        'Díganoslo. Que se lleven bien es importante, para su ser querido y para el cuidador.',
        'Hablaremos con usted sobre lo que no está funcionando y buscaremos un cuidador que sea más adecuado.',
      ],
    },
    'how-will-we-know-how-care-is-going': {
      question: '¿Cómo sabremos si todo va bien?',
      answer: [
        'Nos comunicamos con usted con regularidad, y usted puede llamarnos en cualquier momento. Si notamos un cambio en su ser querido, se lo diremos.',
        'Cuando cambian las necesidades, actualizamos el plan de cuidado con usted.',
      ],
    },
    'how-much-does-care-cost': {
      question: '¿Cuánto cuesta el cuidado en casa?',
      answer: [
        'El cuidado se cobra por hora. El costo depende del plan de cuidado: el tipo de ayuda que necesita su ser querido y cuántas horas a la semana.',
        'La consulta gratuita termina con un precio exacto, así que usted conoce el costo antes de que empiece el cuidado.',
      ],
      linkLabel: 'Calcule el costo de un horario',
    },
    'how-can-we-pay': {
      question: '¿Cómo podemos pagar el cuidado?',
      answer: [
        'La mayoría de las familias pagan de su bolsillo. Si su ser querido tiene un seguro de cuidado a largo plazo, la póliza podría cubrir el cuidado en casa, y podemos ayudarle con los trámites.',
        '¿No sabe qué cubre la póliza? Tenga los datos a mano en la consulta y los revisamos con usted.',
      ],
      linkLabel: 'Todas las formas de pagar el cuidado en Georgia',
    },
    'does-medicare-pay': {
      question: '¿Medicare paga sus servicios?',
      answer: [
        'No, por lo general. Medicare no suele cubrir el cuidado no médico en casa, como el acompañamiento, el cuidado personal o la ayuda con las tareas del hogar, y nosotros no facturamos a Medicare.',
        'Si tiene preguntas sobre otra cobertura que pueda tener su ser querido, pregúntenos durante la consulta.',
      ],
      linkLabel: 'Qué cubre Medicare y qué no',
    },
    'what-do-i-need-to-apply': {
      question: '¿Qué necesito para ser cuidador con ustedes?',
      answer: [
        'Debe tener 18 años o más, diploma de high school (preparatoria) o GED, transporte confiable y licencia de conducir vigente. También debe aprobar una verificación de antecedentes y una prueba de drogas, y tener certificación de RCP (CPR) y primeros auxilios o la disposición de obtenerla.',
        'También buscamos buenas habilidades de comunicación y la capacidad física para ayudar a los clientes a moverse con seguridad.',
      ],
    },
    'do-i-need-experience': {
      question: '¿Necesito experiencia como cuidador?',
      answer: [
        'Preferimos que tenga experiencia como cuidador. Cuéntenos en su solicitud la experiencia que tiene, incluidas sus certificaciones o capacitaciones.',
        'Todo cuidador nuevo completa nuestra capacitación y orientación antes de trabajar con un cliente.',
      ],
    },
    'what-happens-after-i-apply': {
      question: '¿Qué pasa después de enviar mi solicitud?',
      answer: [
        'Revisamos todas las solicitudes y nos comunicamos con usted en un plazo de 2 a 3 días hábiles.',
        'Luego vienen una entrevista telefónica, la verificación de antecedentes, la revisión de sus referencias y una entrevista en persona con una evaluación de habilidades. Si le ofrecemos el puesto, completará la capacitación y la orientación.',
      ],
    },
    'can-i-choose-my-hours': {
      question: '¿Puedo elegir mi horario?',
      answer: [
        'Sí. Tenemos trabajo de tiempo completo, medio tiempo, fines de semana, tardes y noches, y como cuidador que vive en la casa del cliente, además de turnos flexibles según se necesiten.',
        `Indique su disponibilidad en la solicitud y le asignaremos clientes en ${serviceAreaText} cuyos horarios coincidan con los suyos.`,
      ],
    },
  },
};

export const faqCategories = faqIn(words);

export const faqPage: Translation<typeof en.faqPage> = {
  topicsLabel: 'Ir a un tema',
  stillHaveQuestions: {
    title: '¿Todavía tiene preguntas?',
    text: `Con gusto le ayudamos. Envíenos un mensaje o llámenos al ${phone}.`,
    contactAction: 'Contáctenos',
    callAction: `Llame al ${phone}`,
  },
};

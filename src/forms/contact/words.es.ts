import { business } from '../../content/business';
import type { AcknowledgementWords } from '../../content/acknowledgement';
import { promiseWords } from '../../content/es/acknowledgement';
import { offeredWindow } from '../../config/callWindows';
import type * as en from './words';
import type { Translation } from '../../content/translation';
import { businessCopy } from '../../content/es/businessCopy';

/** Each window as the form offers it: cut to the hours someone is there to reach a family. */
const bestTimes = {
  morning: offeredWindow('morning'),
  afternoon: offeredWindow('afternoon'),
  evening: offeredWindow('evening'),
};

/** Every word of the care request: its fields, choices and sections, and what a send says. */
export const contactForm: Translation<typeof en.contactForm> = {
  name: 'Solicitud de cuidado',
  fields: {
    name: { label: 'Nombre completo' },
    phone: { label: 'Número de teléfono' },
    email: { label: 'Correo electrónico' },
    serviceType: { label: 'Tipo de cuidado', placeholder: 'Elija un servicio' },
    bestTime: { label: 'Mejor hora para comunicarnos con usted' },
    reachBy: { label: '¿Cómo prefiere que le contactemos?' },
    message: {
      label: 'Mensaje',
      hint: 'Cuéntenos un poco sobre su ser querido y la ayuda que busca. Por favor, no escriba diagnósticos ni medicamentos: le preguntaremos lo necesario sobre la salud de su ser querido por teléfono.',
    },
    careZip: { label: 'Código postal (ZIP) donde se necesita el cuidado' },
    howSoon: {
      label: '¿Para cuándo necesita el cuidado?',
      placeholder: 'Elija una opción',
      calledInMessages: '¿Para cuándo necesita el cuidado?',
    },
    payment: {
      label: '¿Cómo se pagará el cuidado?',
      placeholder: 'Elija una opción',
      calledInMessages: '¿Cómo se pagará el cuidado?',
    },
    heardFrom: {
      label: '¿Cómo supo de nosotros?',
      placeholder: 'Elija una opción',
      calledInMessages: '¿Cómo supo de nosotros?',
    },
  },
  choices: {
    serviceType: {
      companion: 'Acompañamiento',
      personal: 'Cuidado personal',
      meal: 'Preparación de comidas',
      alzheimers: 'Cuidado de Alzheimer y demencia',
      housekeeping: 'Limpieza ligera del hogar',
      transportation: 'Transporte',
      respite: 'Cuidado de relevo',
      consultation: 'Consulta gratuita',
    },
    bestTime: {
      any: 'A cualquier hora',
      morning: promiseWords.choice('morning', bestTimes.morning.from, bestTimes.morning.to),
      afternoon: promiseWords.choice('afternoon', bestTimes.afternoon.from, bestTimes.afternoon.to),
      evening: promiseWords.choice('evening', bestTimes.evening.from, bestTimes.evening.to),
    },
    reachBy: {
      call: 'Por una llamada',
      text: 'Por un mensaje de texto',
      email: 'Por correo electrónico',
    },
    howSoon: {
      now: 'De inmediato',
      week: 'En los próximos 7 días',
      month: 'En el próximo mes',
      looking: 'Por ahora solo busco información',
    },
    payment: {
      private: 'De nuestro bolsillo (pago privado)',
      'ltc-insurance': 'Seguro de cuidado a largo plazo',
      veterans: 'Beneficios para veteranos',
      'medicaid-waiver': 'Medicaid (programa de exención o waiver)',
      'not-sure': 'Todavía no lo sé',
    },
    heardFrom: {
      'google-search': 'Búsqueda en Google',
      'google-maps': 'Google Maps',
      facebook: 'Facebook',
      hospital: 'Hospital o planificador de altas',
      doctor: 'Consultorio médico',
      friend: 'Un amigo o familiar',
      other: 'Otro',
    },
  },
  sections: { more: 'Unas preguntas más (opcionales)' },
  submit: 'Enviar mensaje',
  sending: 'Enviando…',
  success: {
    title: '¡Su mensaje se envió con éxito!',
    description: `Para hablar del cuidado que busca, nos comunicaremos con usted ${businessCopy.familyReply}: por teléfono, o por mensaje de texto o correo si así lo pidió.`,
    again: 'Enviar otra solicitud',
  },
  failure: {
    title: 'No se pudo enviar el mensaje',
    fallback: `Inténtelo de nuevo o llámenos directamente al ${business.phone.display}.`,
    kept: 'No se perdió nada: sus respuestas siguen en el formulario.',
    retry: 'Intentar de nuevo',
  },
  pages: {
    sent: {
      details: [businessCopy.urgent],
      chosenTime:
        'Si eligió un horario, nos comunicaremos con usted dentro de ese horario, de la forma que prefirió, el primer día en que la oficina esté abierta. Nuestro correo le indica el día.',
    },
    checkAnswers: {
      noun: 'solicitud de cuidado',
      back: 'Ir a la página de contacto',
    },
  },
};

export const acknowledgement: AcknowledgementWords = {
  subject: `Recibimos su solicitud – ${business.name}`,
  heading: 'Gracias por comunicarse con nosotros',
  intro: `Nuestro equipo de ${business.name} recibió su solicitud de cuidado.`,
  callBy: (when, reach) => {
    const verb = {
      call: 'Le llamaremos',
      text: 'Le enviaremos un mensaje de texto',
      email: 'Le escribiremos un correo electrónico',
    }[reach];
    // A time that ends "p. m." ends the sentence with its own period.
    return when.endsWith('.') ? `${verb} ${when}` : `${verb} ${when}.`;
  },
};

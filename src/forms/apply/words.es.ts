import { business } from '../../content/business';
import type { AcknowledgementWords } from '../../content/acknowledgement';
import type * as en from './words';
import { clearForm, resumeLimit } from '../../content/es/forms';
import type { Translation } from '../../content/translation';
import { businessCopy } from '../../content/es/businessCopy';

/** Every word of the caregiver application: its fields, choices and sections, and what a send says. */
export const applicationForm: Translation<typeof en.applicationForm> = {
  name: 'Solicitud para cuidadores',
  sections: { personal: 'Información personal', work: 'Información laboral' },
  fields: {
    firstName: { label: 'Nombre' },
    lastName: { label: 'Apellido(s)' },
    email: { label: 'Correo electrónico' },
    phone: { label: 'Número de teléfono' },
    address: { label: 'Dirección' },
    city: { label: 'Ciudad' },
    state: { label: 'Estado' },
    zipCode: { label: 'Código postal (ZIP)' },
    position: {
      label: 'Puesto',
      hint: 'El trabajo que solicita, si vio uno publicado. Opcional.',
      placeholder: 'Cualquier puesto de cuidador',
    },
    availability: { label: 'Disponibilidad', placeholder: 'Elija su disponibilidad' },
    transportation: { label: 'Medio de transporte', placeholder: 'Elija cómo llegaría al trabajo' },
    experience: {
      label: 'Experiencia en el cuidado de personas',
      hint: 'Como trabajo pagado o cuidando a un familiar: a quién cuidó, por cuánto tiempo y qué hacía.',
    },
    certifications: {
      label: 'Certificaciones y capacitación',
      hint: 'Por ejemplo, RCP (CPR) y primeros auxilios, CNA (asistente de enfermería certificado) o capacitación en el cuidado de la demencia. Opcional.',
    },
    references: {
      label: 'Referencias',
      hint: 'Nombres y teléfonos de dos personas que conozcan su trabajo. Opcional.',
    },
    // Named in messages by the question itself, in quotes like every other label.
    motivation: {
      label: '¿Por qué quiere trabajar en el cuidado en casa?',
      calledInMessages: '¿Por qué quiere trabajar en el cuidado en casa?',
    },
    heardFrom: {
      label: '¿Cómo supo de este empleo?',
      placeholder: 'Elija una opción (opcional)',
      calledInMessages: '¿Cómo supo de este empleo?',
    },
  },
  choices: {
    availability: {
      'full-time': 'Tiempo completo (30 horas o más por semana)',
      'part-time': 'Medio tiempo (15 a 30 horas por semana)',
      weekends: 'Solo fines de semana',
      evenings: 'Tardes y noches',
      'live-in': 'Cuidador(a) que vive en la casa del cliente',
      flexible: 'Flexible, según se necesite',
    },
    transportation: {
      'own-vehicle': 'Tengo mi propio vehículo, confiable y con seguro',
      'public-transport': 'Uso el transporte público',
      'need-transport': 'Necesito ayuda con el transporte',
    },
    heardFrom: {
      'job-board': 'Un sitio de empleos (como Indeed)',
      'google-search': 'Búsqueda en Google',
      facebook: 'Facebook',
      caregiver: 'Uno de nuestros cuidadores',
      friend: 'Un amigo o familiar',
      other: 'Otro',
    },
    // prettier-ignore
    state: {
      AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California',
      NC: 'Carolina del Norte', SC: 'Carolina del Sur', CO: 'Colorado', CT: 'Connecticut',
      ND: 'Dakota del Norte', SD: 'Dakota del Sur', DE: 'Delaware', DC: 'Distrito de Columbia',
      FL: 'Florida', GA: 'Georgia', HI: 'Hawái', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana',
      IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Luisiana', ME: 'Maine', MD: 'Maryland',
      MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Misisipi', MO: 'Misuri',
      MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NJ: 'Nueva Jersey', NY: 'Nueva York',
      NH: 'Nuevo Hampshire', NM: 'Nuevo México', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregón',
      PA: 'Pensilvania', RI: 'Rhode Island', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
      VT: 'Vermont', VA: 'Virginia', WV: 'Virginia Occidental', WA: 'Washington',
      WI: 'Wisconsin', WY: 'Wyoming',
    },
  },
  resume: {
    label: 'Currículum',
    hint: `Opcional. Un archivo PDF o Word (.docx) de hasta ${resumeLimit}. No se guarda con sus respuestas: adjúntelo justo antes de enviar.`,
    chosen: (name: string, size: string) => `Su archivo: ${name}, ${size}`,
  },
  submit: 'Enviar solicitud',
  sending: 'Enviando…',
  draftNote: `Sus respuestas se guardan en esta pestaña del navegador hasta que las envíe, por 24 horas como máximo. En una computadora compartida, use “${clearForm.label}” cuando termine.`,
  success: {
    title: '¡Su solicitud se envió con éxito!',
    description: `¡Gracias por su interés! Revisaremos su solicitud y nos comunicaremos con usted ${businessCopy.applicantReply}.`,
    again: 'Enviar otra solicitud de empleo',
  },
  upload: {
    label: 'Enviando su solicitud',
    percent: (sent) => `${sent} % enviado`,
    cancel: 'Cancelar el envío',
    cancelled:
      'Se detuvo el envío. Sus respuestas y su currículum siguen aquí: envíelos de nuevo cuando quiera.',
  },
  failure: {
    title: 'No se pudo enviar la solicitud',
    fallback: `Inténtelo de nuevo o comuníquese directamente con nosotros al ${business.phone.display}.`,
    kept: 'No se perdió nada: sus respuestas siguen en el formulario.',
    keptWithFile: 'No se perdió nada: sus respuestas y su currículum siguen en el formulario.',
    retry: 'Intentar de nuevo',
  },
  pages: {
    sent: {
      details: [`¿Tiene preguntas mientras tanto? Llámenos al ${business.phone.display}.`],
    },
    checkAnswers: {
      noun: 'solicitud de empleo',
      back: 'Ir a la solicitud',
    },
  },
};

export const acknowledgement: AcknowledgementWords = {
  subject: `Recibimos su solicitud de empleo – ${business.name}`,
  heading: 'Gracias por su solicitud',
  intro: `Nuestro equipo de ${business.name} recibió su solicitud para trabajar como cuidador(a).`,
  callBy: (when) => `Nos comunicaremos con usted ${when}, para hablar de los próximos pasos.`,
};

import { RESUME_MAX_BYTES } from '../../forms/resume';
import { business } from '../business';
import type * as en from '../forms';
import type { Translation } from '../translation';

export const resumeLimit = `${RESUME_MAX_BYTES / 1024 / 1024} MB`;

/** Every word the two forms show, the toasts they raise and the server's answers. */
export const contactForm: Translation<typeof en.contactForm> = {
  name: 'Solicitud de cuidado',
  fields: {
    name: { label: 'Nombre completo', autoComplete: 'name' },
    phone: { label: 'Número de teléfono', autoComplete: 'tel' },
    email: { label: 'Correo electrónico', autoComplete: 'email' },
    serviceType: { label: 'Tipo de cuidado', placeholder: 'Elija un servicio' },
    bestTime: { label: 'Mejor hora para llamarle', placeholder: 'Cualquier hora' },
    message: {
      label: 'Mensaje',
      hint: 'Cuéntenos un poco sobre su ser querido y la ayuda que busca.',
    },
    careZip: { label: 'Código postal donde se necesita el cuidado', autoComplete: 'postal-code' },
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
  sections: { more: 'Unas preguntas más (opcionales)' },
  submit: 'Enviar mensaje',
  sending: 'Enviando…',
  success: {
    title: '¡Su mensaje se envió con éxito!',
    description:
      'Nos comunicaremos con usted en menos de 24 horas para hablar del cuidado que busca.',
  },
  failure: {
    title: 'No se pudo enviar el mensaje',
    fallback: `Inténtelo de nuevo o llámenos directamente al ${business.phone.display}.`,
  },
};

export const applicationForm: Translation<typeof en.applicationForm> = {
  name: 'Solicitud para cuidadores',
  sections: { personal: 'Información personal', work: 'Información laboral' },
  fields: {
    firstName: { label: 'Nombre', autoComplete: 'given-name' },
    lastName: { label: 'Apellido', autoComplete: 'family-name' },
    email: { label: 'Correo electrónico', autoComplete: 'email' },
    phone: { label: 'Número de teléfono', autoComplete: 'tel' },
    address: { label: 'Dirección', autoComplete: 'street-address' },
    city: { label: 'Ciudad', autoComplete: 'address-level2' },
    state: { label: 'Estado', autoComplete: 'address-level1' },
    zipCode: { label: 'Código postal', autoComplete: 'postal-code' },
    availability: { label: 'Disponibilidad', placeholder: 'Elija su disponibilidad' },
    transportation: { label: 'Medio de transporte', placeholder: 'Elija cómo llega al trabajo' },
    experience: {
      label: 'Experiencia en el cuidado de personas',
      hint: 'Con pago o cuidando a un familiar: a quién cuidó, por cuánto tiempo y qué hacía.',
    },
    certifications: {
      label: 'Certificaciones y capacitación',
      hint: 'Por ejemplo, RCP y primeros auxilios, CNA o capacitación en el cuidado de la demencia. Opcional.',
    },
    references: {
      label: 'Referencias',
      hint: 'Nombres y teléfonos de dos personas que conozcan su trabajo. Opcional.',
    },
    // Named in messages by the question itself, in quotes like every other label.
    motivation: {
      label: '¿Por qué quiere trabajar en el cuidado a domicilio?',
      calledInMessages: '¿Por qué quiere trabajar en el cuidado a domicilio?',
    },
    heardFrom: {
      label: '¿Cómo supo de este empleo?',
      placeholder: 'Elija una opción (opcional)',
      calledInMessages: '¿Cómo supo de este empleo?',
    },
  },
  resume: {
    label: 'Currículum',
    hint: `Opcional. Un archivo PDF o Word (.docx) de hasta ${resumeLimit}. No se guarda con sus respuestas: adjúntelo justo antes de enviar.`,
  },
  submit: 'Enviar solicitud',
  sending: 'Enviando…',
  draftNote:
    'Sus respuestas se guardan en esta pestaña del navegador hasta que las envíe, por 24 horas como máximo. En una computadora compartida, use “Borrar todo” cuando termine.',
  clear: {
    label: 'Borrar todo',
    confirm: '¿Borrar todas las respuestas de este formulario? No se podrán recuperar.',
  },
  success: {
    title: '¡Su solicitud se envió con éxito!',
    description:
      '¡Gracias por su interés! Revisaremos su solicitud y nos comunicaremos con usted en 2 a 3 días hábiles.',
  },
  failure: {
    title: 'No se pudo enviar la solicitud',
    fallback: `Inténtelo de nuevo o comuníquese directamente con nosotros al ${business.phone.display}.`,
  },
};

/** What the functions answer; shown to the visitor as the toast's description. */
export const privacyNotice: Translation<typeof en.privacyNotice> = {
  text: 'Enviamos sus respuestas por correo electrónico a nuestro personal. El sitio web guarda una copia solo hasta que se entregan.',
  linkLabel: 'Lea nuestro aviso de privacidad',
};

export const serverMessages: Translation<typeof en.serverMessages> = {
  invalid: 'Algunas respuestas necesitan revisión. Revise los campos marcados, por favor.',
  resumeTooLarge: `Su currículum pesa más de los ${resumeLimit} que podemos recibir en línea. Adjunte un archivo más pequeño, envíe el formulario sin él o llámenos al ${business.phone.display}.`,
  tooLarge: `Es más texto del que podemos recibir en línea. Acórtelo, por favor, o llámenos al ${business.phone.display}.`,
  unsupported: 'Envíe el formulario desde nuestro sitio web, por favor.',
  notAllowed: 'Envíe el formulario desde nuestro sitio web, por favor.',
  unavailable: `No pudimos enviar su mensaje en este momento. Inténtelo de nuevo en unos minutos o llámenos al ${business.phone.display}.`,
  crossSite: `Envíe el formulario desde nuestro propio sitio web o llámenos al ${business.phone.display}.`,
  misconfigured: `Nuestro formulario en línea no funciona en este momento. Llámenos al ${business.phone.display}, por favor.`,
  contactSent: contactForm.success.description,
  applicationSent: applicationForm.success.description,
};

/** How the page of answers (no JavaScript) says what each answer needs. */
export const answerRuleWords: Translation<typeof en.answerRuleWords> = {
  required: 'Obligatorio',
  optional: 'Opcional',
  upTo: (max: number) => `Hasta ${max} caracteres.`,
  choice: 'Una de las opciones de la lista.',
};

/**
 * Validation messages, written for a person rather than a programmer. A missing answer is
 * named by its label in quotes, which is grammatical for every label of both forms: singular
 * or plural ("Referencias"), masculine or feminine, a noun or a question.
 */
export const validationMessages: Translation<typeof en.validationMessages> = {
  required: (label: string) => `Por favor, complete el campo “${label}”.`,
  choose: (label: string) => `Por favor, elija una opción en “${label}”.`,
  tooLong: (max: number) => `Escriba ${max} caracteres como máximo.`,
  email: 'Escriba un correo electrónico como nombre@ejemplo.com.',
  emailTypo:
    'Parece que este correo electrónico tiene un error: revise los puntos y lo que va después de la @, como en nombre@ejemplo.com.',
  phone: 'Escriba un número de teléfono con su código de área, como (770) 555-0142.',
  zipCode: 'Escriba un código postal de 5 dígitos, como 30134.',
  unknownOption: 'Elija una de las opciones de la lista.',
  notText: 'Envíe esta respuesta como texto.',
  resumeTooLarge: `Adjunte un currículum de ${resumeLimit} como máximo, o envíe el formulario sin él.`,
  resumeType: 'Adjunte su currículum como archivo PDF o Word (.docx).',
  resumeOne: 'Adjunte un solo archivo.',
  resumeNotFile: 'Adjunte su currículum como archivo.',
};

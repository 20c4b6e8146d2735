import { RESUME_MAX_BYTES } from '../../config/resume';
import { fileSize } from '../../lib/fileSize';
import type * as en from '../forms';
import type { Translation } from '../translation';

export const resumeLimit = fileSize(RESUME_MAX_BYTES, 'down');

export const clearForm: Translation<typeof en.clearForm> = {
  label: 'Borrar todo',
  confirm: '¿Borrar todas las respuestas de este formulario? No se podrán recuperar.',
};

export const privacyNotice: Translation<typeof en.privacyNotice> = {
  text: 'Enviamos sus respuestas por correo electrónico a nuestro personal. El sitio web guarda una copia solo hasta que se entreguen.',
  linkLabel: 'Lea nuestro aviso de privacidad',
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

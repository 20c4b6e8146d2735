import { business } from '../business';
import { businessCopy } from './businessCopy';

export const acknowledgementCommon = {
  urgent: businessCopy.urgent,
  reply:
    'También puede responder a este correo: su respuesta llegará directamente a nuestro equipo.',
  signOff: `El equipo de ${business.name}`,
  why: `Recibió este correo porque alguien escribió esta dirección en un formulario del sitio web de ${business.name}. Si no fue usted, puede ignorar este mensaje: no volveremos a escribirle.`,
};

/**
 * "10:00 a. m." as the office hours write it (`businessCopy.ts`), from ICU's "10:00 a.m.", with
 * no-break spaces so the time never splits across lines.
 */
const asOfficeHours = (time: string) => time.replace(/\s*([ap])\.\s*m\./, '\u00a0$1.\u00a0m.');

/** "antes de las 10:00 a. m.", but "antes de la 1:00 p. m.": the article agrees with the hour. */
const before = (time: string) =>
  `antes de ${/^1:/.test(time) ? 'la' : 'las'} ${asOfficeHours(time)}`;

export const callBackWords = {
  locale: 'es-US',
  today: (time: string) => `hoy ${before(time)}`,
  tomorrow: (time: string, weekday: string) => `mañana, ${weekday}, ${before(time)}`,
  later: (time: string, weekday: string, date: string) => `el ${weekday} ${date}, ${before(time)}`,
};

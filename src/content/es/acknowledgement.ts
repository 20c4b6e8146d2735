import type { FormName } from '../../forms/registry';
import type { AcknowledgementWords } from '../acknowledgement';
import { business } from '../business';
import { businessCopy } from './businessCopy';

/** A full stop, unless the sentence already ends in one ("9:00 a.m."). */
const end = (sentence: string) => (sentence.endsWith('.') ? sentence : `${sentence}.`);

export const acknowledgements: Record<FormName, AcknowledgementWords> = {
  contact: {
    subject: `Recibimos su solicitud – ${business.name}`,
    heading: 'Gracias por comunicarse con nosotros',
    intro: `Su solicitud de cuidado llegó a nuestro equipo de ${business.name}.`,
    callBy: (when) => end(`Le llamaremos ${when}`),
  },
  apply: {
    subject: `Recibimos su solicitud de empleo – ${business.name}`,
    heading: 'Gracias por su solicitud',
    intro: `Su solicitud para trabajar como cuidador(a) llegó a nuestro equipo de ${business.name}.`,
    callBy: (when) => `Nos comunicaremos con usted ${when}, para hablar de los próximos pasos.`,
  },
};

export const acknowledgementCommon = {
  urgent: `Si es urgente, llámenos ahora al ${business.phone.display}. ${businessCopy.alwaysOpen}.`,
  reply:
    'También puede responder a este correo: su respuesta llegará directamente a nuestro equipo.',
  signOff: `El equipo de ${business.name}`,
  why: `Recibió este correo porque esta dirección se escribió en un formulario del sitio web de ${business.name}. Si no fue usted, no haga caso de este mensaje: no volveremos a escribirle.`,
};

/** "antes de las 10:00 a. m.", but "antes de la 1:00 p. m.": the article agrees with the hour. */
const before = (time: string) => `antes de ${/^1:/.test(time) ? 'la' : 'las'} ${time}`;

export const callBackWords = {
  locale: 'es-US',
  today: (time: string) => `hoy ${before(time)}`,
  tomorrow: (time: string, weekday: string) => `mañana, ${weekday}, ${before(time)}`,
  later: (time: string, weekday: string, date: string) => `el ${weekday} ${date}, ${before(time)}`,
};

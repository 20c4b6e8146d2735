import { business } from '../business';
import type { DayPart, PromiseWords } from '../acknowledgement';
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
  today: (time: string, weekday: string) => `hoy, ${weekday}, ${before(time)}`,
  tomorrow: (time: string, weekday: string) => `mañana, ${weekday}, ${before(time)}`,
  thisWeek: (time: string, weekday: string) => `el ${weekday}, ${before(time)}`,
  later: (time: string, weekday: string, date: string) => `el ${weekday} ${date}, ${before(time)}`,
};

/** "17:30" como se dice: "5:30", y si es de la mañana o de la tarde. */
function spoken(clock: string) {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const number = minutes ? `${hour}:${String(minutes).padStart(2, '0')}` : `${hour}`;
  return {
    number,
    period: hours < 12 ? 'a.\u00a0m.' : 'p.\u00a0m.',
    // "el mediodía", "la medianoche": sin a. m. ni p. m.
    named:
      minutes === 0 && hours === 12 ? 'mediodía' : minutes === 0 && hours === 0 ? 'medianoche' : '',
    article: hour === 1 ? 'la' : 'las',
  };
}

/** "las 5 p. m.", "el mediodía", "la 1 p. m.". */
function time(clock: string): string {
  const t = spoken(clock);
  if (t.named) return `${t.named === 'mediodía' ? 'el' : 'la'} ${t.named}`;
  return `${t.article} ${t.number}\u00a0${t.period}`;
}

/** "entre las 5 y las 7 p. m.", "entre las 8 a. m. y el mediodía". */
function between(from: string, to: string): string {
  const a = spoken(from);
  const b = spoken(to);
  if (!a.named && !b.named && a.period === b.period) {
    return `entre ${a.article} ${a.number} y ${b.article} ${b.number}\u00a0${b.period}`;
  }
  return `entre ${time(from)} y ${time(to)}`;
}

/** "5–7 p. m.", "8 a. m.–mediodía". */
function span(from: string, to: string): string {
  const a = spoken(from);
  const b = spoken(to);
  const alone = (t: ReturnType<typeof spoken>) => t.named || `${t.number}\u00a0${t.period}`;
  if (!a.named && !b.named && a.period === b.period) return `${a.number}–${alone(b)}`;
  return `${alone(a)}–${alone(b)}`;
}

/**
 * Each window's label, whole: 5 p. m. is still "la tarde" to most readers, and "la noche" starts
 * at about 7, so an evening window that starts before 7 p. m. is the end of the afternoon
 * (Spanish review, should-fix 1).
 */
const partNames: Record<DayPart, string> = {
  morning: 'Por la mañana',
  afternoon: 'Por la tarde',
  evening: 'Al final de la tarde',
};
const NIGHT_STARTS = '19:00';
const partName = (part: DayPart, from: string) =>
  part === 'evening' && from >= NIGHT_STARTS ? 'Por la noche' : partNames[part];

export const promiseWords: PromiseWords = {
  span,
  choice: (part, from, to) => `${partName(part, from)}, ${span(from, to)}`,
  today: (weekday, from, to) => `hoy, ${weekday}, ${between(from, to)}`,
  tomorrow: (weekday, from, to) => `mañana, ${weekday}, ${between(from, to)}`,
  thisWeek: (weekday, from, to) => `el ${weekday}, ${between(from, to)}`,
  later: (weekday, date, from, to) => `el ${weekday} ${date}, ${between(from, to)}`,
  reopening: (weekday, date) =>
    weekday && date
      ? `en cuanto la oficina vuelva a abrir, el ${weekday} ${date}`
      : 'en cuanto la oficina vuelva a abrir',
};

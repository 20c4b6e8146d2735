import { listInSpanish } from '../../lib/words';
import { business, type DayOfWeek, type ServiceAreaId } from '../business';
import type { BusinessCopy } from '../businessCopy';

const dayNames: Record<DayOfWeek, string> = {
  Monday: 'lunes',
  Tuesday: 'martes',
  Wednesday: 'miércoles',
  Thursday: 'jueves',
  Friday: 'viernes',
  Saturday: 'sábado',
  Sunday: 'domingo',
};

/**
 * Each area as a name (structured data) and as running text, with its article: Spanish says
 * "en el condado de Douglas", so `serviceAreaText` begins with "el" and reads after "en".
 */
const areaNames: Record<ServiceAreaId, { readonly name: string; readonly inText: string }> = {
  'douglas-county': { name: 'Condado de Douglas', inText: 'el condado de Douglas' },
  'cobb-county': { name: 'Condado de Cobb', inText: 'el condado de Cobb' },
  'fulton-county': { name: 'Condado de Fulton', inText: 'el condado de Fulton' },
  'carroll-county': { name: 'Condado de Carroll', inText: 'el condado de Carroll' },
  'metro-atlanta': {
    name: 'Área metropolitana de Atlanta',
    inText: 'el área metropolitana de Atlanta',
  },
};

/** "sábados" for "sábado"; "lunes" stays "lunes". */
const plural = (day: string) => (day.endsWith('s') ? day : `${day}s`);

/** "lunes a viernes", or "sábados" for one day: the office opens every week on it. */
function dayRange(days: readonly DayOfWeek[]): string {
  const [first, last] = [days[0], days.at(-1)];
  if (!first || !last) return '';
  return first === last ? plural(dayNames[first]) : `${dayNames[first]} a ${dayNames[last]}`;
}

/** "de lunes a viernes", or "los sábados": the days as running text says them. */
function daysInText(days: readonly DayOfWeek[]): string {
  const range = dayRange(days);
  return days.length > 1 ? `de ${range}` : `los ${range}`;
}

/** "8:00 a. m." from "08:00", with no-break spaces so it never splits across lines. */
function clock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const period = hours < 12 ? 'a.\u00a0m.' : 'p.\u00a0m.';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}\u00a0${period}`;
}

/** "de lunes a viernes, de 8:00 a. m. a 6:00 p. m." for each opening, as running text says it. */
const hoursInText = business.officeHours.map(
  ({ dayOfWeek, opens, closes }) =>
    `${daysInText(dayOfWeek)}, de ${clock(opens)} a ${clock(closes)}`,
);

const targets = business.responseTargets;
const { claims } = business;

/**
 * When a person answers the phone (`claims.phoneAnyHour`), for running text. Without the claim,
 * words that read after an imperative ("Llámenos … durante nuestro horario de atención"), where
 * "cuando nuestra oficina está abierta" would need the subjunctive.
 */
const phoneReach = claims.phoneAnyHour.holds
  ? 'a cualquier hora, de día o de noche'
  : 'durante nuestro horario de atención';

/** " (licencia de proveedor privado de cuidado en casa n.º …)" once the owner has entered it. */
const licenseNumber = business.license.number
  ? ` (licencia de proveedor privado de cuidado en casa n.º ${business.license.number})`
  : '';

/** "una hora", "2 horas", "30 minutos". */
function span(minutes: number): string {
  if (minutes === 60) return 'una hora';
  return minutes % 60 === 0 ? `${minutes / 60} horas` : `${minutes} minutos`;
}

function withinBusinessDays(days: number): string {
  return `en un plazo de ${days} ${days === 1 ? 'día hábil' : 'días hábiles'}`;
}

export const businessCopy: BusinessCopy = {
  tagline: 'Cariño que llega a su hogar.',
  blurb: `Cuidado no médico en casa para adultos mayores en ${business.town.city} y el oeste del área metropolitana de Atlanta: acompañamiento, cuidado personal y ayuda en el hogar, con cuidadores que viven cerca.`,
  // Not "atención de emergencias": that names the emergency services (911), which we are not.
  alwaysOpen: claims.phoneAnyHour.holds
    ? `Atendemos el teléfono ${phoneReach}, también para urgencias`
    : undefined,
  phoneReach,
  supportTitle: claims.phoneAnyHour.holds ? 'Apoyo las 24 horas' : 'Una oficina que contesta',
  supportStat: claims.phoneAnyHour.holds ? { value: '24/7', label: 'Apoyo disponible' } : undefined,
  urgent: claims.phoneAnyHour.holds
    ? `Si es urgente, llámenos ahora al ${business.phone.display}. Atendemos el teléfono ${phoneReach}. En una emergencia, llame al 911.`
    : `Si es urgente, llámenos al ${business.phone.display} ${phoneReach}. En una emergencia, llame al 911.`,
  licensed: claims.licensedAndInsured.holds
    ? {
        line: `Agencia con licencia y seguro en ${business.licenseState}${licenseNumber}`,
        brief: `con licencia y seguro en ${business.licenseState}`,
        title: 'Con licencia y seguro',
        sentence: `Somos una agencia con licencia y seguro en ${business.licenseState}${licenseNumber}`,
      }
    : undefined,
  mileage: business.mileage.paid
    ? 'Le pagamos las millas que maneje con un cliente.'
    : 'No le pagamos las millas que maneje con un cliente.',
  licensedAnswer: claims.licensedAndInsured.holds
    ? `Sí. ${business.name} tiene licencia y seguro en ${business.licenseState}${licenseNumber}. Pídanos los detalles en su consulta.`
    : 'Pregúntenos en su consulta gratuita, y revisaremos con usted nuestra licencia y nuestro seguro.',
  officeHours: business.officeHours.map(({ dayOfWeek, opens, closes }) => ({
    days: dayRange(dayOfWeek),
    hours: `${clock(opens)}–${clock(closes)}`,
  })),
  /** "de lunes a viernes, de 8:00 a. m. a 6:00 p. m., y los sábados, de 9:00 a. m. a 4:00 p. m.". */
  officeHoursInText:
    hoursInText.length > 1
      ? `${hoursInText.slice(0, -1).join(', ')}, y ${hoursInText.at(-1) ?? ''}`
      : (hoursInText[0] ?? ''),
  serviceArea: business.serviceArea.map(({ id }) => areaNames[id].name),
  withinBusinessDays,
  familyReply: `en menos de ${span(targets.familyOfficeMinutes)} en horario de oficina o, fuera de ese horario, a más tardar ${span(targets.familyOfficeMinutes)} después de que volvamos a abrir`,
  applicantReply: withinBusinessDays(targets.applicantBusinessDays),
  careStart: `entre ${targets.careStartHours.soonest} y ${targets.careStartHours.latest} horas`,
  // The form is one document for both languages, which the office writes in English: said so
  // beside its link. Until it is linked, the offer leads to the contact page, in Spanish.
  alzheimersDisclosure: {
    offer: `Pídanos nuestro formulario informativo sobre el cuidado de personas con Alzheimer (Alzheimer's disclosure form)${
      claims.dementiaCare.disclosure ? ' (en inglés)' : ''
    }`,
    form: claims.dementiaCare.disclosure || undefined,
  },
};

const counties = business.serviceArea.filter(({ kind }) => kind === 'AdministrativeArea');
const otherAreas = business.serviceArea.filter(({ kind }) => kind !== 'AdministrativeArea');

/**
 * "los condados de Douglas, Cobb, Fulton y Carroll, y el área metropolitana de Atlanta", after
 * "en": the counties named once, as people say them.
 */
export const serviceAreaText = [
  counties.length > 1
    ? `los condados de ${listInSpanish(counties.map(({ id }) => areaNames[id].name.replace(/^Condado de /, '')))}`
    : counties[0] && areaNames[counties[0].id].inText,
  ...otherAreas.map(({ id }) => areaNames[id].inText),
]
  .filter(Boolean)
  .join(', y ');

export function copyrightLine(year: number): string {
  return [`© ${year} ${business.name}.`, businessCopy.licensed && `${businessCopy.licensed.line}.`]
    .filter(Boolean)
    .join(' ');
}

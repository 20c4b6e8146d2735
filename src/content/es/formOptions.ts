import type * as en from '../formOptions';
import type { Translation } from '../translation';

/** The choices offered by the two forms: values as in English, labels in Spanish. */
export const serviceTypes: Translation<typeof en.serviceTypes> = [
  { value: 'companion', label: 'Acompañamiento' },
  { value: 'personal', label: 'Cuidado personal' },
  { value: 'meal', label: 'Preparación de comidas' },
  { value: 'alzheimers', label: 'Apoyo para el Alzheimer' },
  { value: 'housekeeping', label: 'Limpieza ligera del hogar' },
  { value: 'transportation', label: 'Transporte' },
  { value: 'respite', label: 'Cuidado de relevo' },
  { value: 'consultation', label: 'Consulta gratuita' },
];

/** When a family would like our call. */
export const contactTimes: Translation<typeof en.contactTimes> = [
  { value: 'morning', label: 'Mañana' },
  { value: 'afternoon', label: 'Tarde' },
  { value: 'evening', label: 'Noche' },
  { value: 'any', label: 'A cualquier hora' },
];

export const availabilityOptions: Translation<typeof en.availabilityOptions> = [
  { value: 'full-time', label: 'Tiempo completo (30 horas o más por semana)' },
  { value: 'part-time', label: 'Medio tiempo (15 a 30 horas por semana)' },
  { value: 'weekends', label: 'Solo fines de semana' },
  { value: 'evenings', label: 'Tardes y noches' },
  { value: 'live-in', label: 'Cuidado interno (vivir en casa del cliente)' },
  { value: 'flexible', label: 'Flexible, según se necesite' },
];

export const transportationOptions: Translation<typeof en.transportationOptions> = [
  { value: 'own-vehicle', label: 'Tengo mi propio vehículo, confiable y con seguro' },
  { value: 'public-transport', label: 'Uso el transporte público' },
  { value: 'need-transport', label: 'Necesito ayuda con el transporte' },
];

export const heardFromOptions: Translation<typeof en.heardFromOptions> = [
  { value: 'google-search', label: 'Búsqueda en Google' },
  { value: 'google-maps', label: 'Google Maps' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'hospital', label: 'Hospital o planificador de alta' },
  { value: 'doctor', label: 'Consultorio médico' },
  { value: 'friend', label: 'Un amigo o familiar' },
  { value: 'other', label: 'Otro' },
];

export const jobHeardFromOptions: Translation<typeof en.jobHeardFromOptions> = [
  { value: 'job-board', label: 'Un sitio de empleos (como Indeed)' },
  { value: 'google-search', label: 'Búsqueda en Google' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'caregiver', label: 'Uno de nuestros cuidadores' },
  { value: 'friend', label: 'Un amigo o familiar' },
  { value: 'other', label: 'Otro' },
];

export const howSoonOptions: Translation<typeof en.howSoonOptions> = [
  { value: 'now', label: 'De inmediato' },
  { value: 'week', label: 'En una semana' },
  { value: 'month', label: 'En un mes' },
  { value: 'looking', label: 'Por ahora solo me informo' },
];

export const paymentOptions: Translation<typeof en.paymentOptions> = [
  { value: 'private', label: 'Pago privado' },
  { value: 'ltc-insurance', label: 'Seguro de cuidado a largo plazo' },
  { value: 'veterans', label: 'Beneficios para veteranos' },
  { value: 'medicaid-waiver', label: 'Programa de exención de Medicaid' },
  { value: 'not-sure', label: 'Todavía no lo sé' },
];

/** In Spanish alphabetical order, so "Carolina del Norte" sits under C where a reader looks. */
// prettier-ignore
const stateNames: [code: string, name: string][] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'],
  ['CA', 'California'], ['NC', 'Carolina del Norte'], ['SC', 'Carolina del Sur'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['ND', 'Dakota del Norte'],
  ['SD', 'Dakota del Sur'], ['DE', 'Delaware'], ['DC', 'Distrito de Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawái'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Luisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'],
  ['MN', 'Minnesota'], ['MS', 'Misisipi'], ['MO', 'Misuri'], ['MT', 'Montana'],
  ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NJ', 'Nueva Jersey'], ['NY', 'Nueva York'],
  ['NH', 'Nuevo Hampshire'], ['NM', 'Nuevo México'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregón'], ['PA', 'Pensilvania'], ['RI', 'Rhode Island'], ['TN', 'Tennessee'],
  ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WV', 'Virginia Occidental'], ['WA', 'Washington'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

export const usStates: Translation<typeof en.usStates> = stateNames.map(([value, label]) => ({
  value,
  label,
}));

/** The agency works in Georgia, so the application starts there. */
export const defaultState: typeof en.defaultState = 'GA';

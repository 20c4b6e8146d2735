import { budgets, CLIENT_DAY_PER_HOUR } from '../../config/budgets';
import {
  acknowledgedHours,
  emailServiceRetentionDays,
  draftLifetimeHours,
  hiringRecordsYears,
  leadCountsMonths,
  retentionDays,
} from '../../config/retention';
import { business } from '../business';
import type { PrivacyContent } from '../privacy';
import { clearForm } from './forms';
import { pages } from './pages';

const hiringRecordsKept = hiringRecordsYears === 1 ? 'un año' : `${hiringRecordsYears} años`;

/** What one internet address may add to the counts in an hour and in a day (`budgets.ts`). */
const perAddress = {
  taps: { hour: budgets.tapsPerClientHour, day: CLIENT_DAY_PER_HOUR * budgets.tapsPerClientHour },
  visits: {
    hour: budgets.visitsPerClientHour,
    day: CLIENT_DAY_PER_HOUR * budgets.visitsPerClientHour,
  },
};

export type { FormFieldsWords, PrivacyContent, PrivacySection } from '../privacy';

export const privacy: PrivacyContent = {
  heading: pages.privacy.heading,
  lead: pages.privacy.intro,
  lastUpdated: '2026-11-29',
  lastUpdatedLabel: 'Última actualización',
  formFields: {
    intro:
      'Esto es lo que pide cada uno de nuestros formularios, con las mismas palabras que usa el formulario.',
    required: 'Lo que debe completar:',
    optional: 'Lo que puede añadir, si quiere:',
    preset: (choice) => `(“${choice}”, a menos que elija otra opción)`,
    file: (label) =>
      `${label}: el archivo que usted adjunta. Llega a nuestro personal con sus respuestas, y el sitio web no guarda su copia más tiempo que el resto del formulario (vea “Adónde va su información”)`,
  },
  sections: [
    {
      heading: 'Qué datos recopilan nuestros formularios',
      listsForms: true,
      paragraphs: [
        'Junto con sus respuestas, el formulario envía el idioma de la página y la dirección de la página en la que está. Si JavaScript está activado, envía además un código aleatorio que nos permite reconocer un mismo formulario enviado dos veces (cuando una conexión lenta hace que se vuelva a intentar) y el lugar donde empezó su visita (vea “Dónde empezó su visita”). Cada formulario tiene también una casilla que las personas no ven y que solo llenan los robots, para distinguir el spam de los mensajes de personas reales.',
        'Recibimos lo que usted escribe en un formulario y envía, junto con lo que se indica arriba, y conteos de las páginas visitadas y de los toques en nuestro número de teléfono (vea “Cómo contamos las visitas y los toques”). El sitio web no recopila ningún otro dato sobre usted.',
        'Los formularios no son para historiales médicos. Por favor, no escriba en ellos diagnósticos, medicamentos ni otros datos de salud: le preguntaremos lo necesario sobre la salud por teléfono o en la consulta.',
      ],
    },
    {
      heading: 'Adónde va su información',
      paragraphs: [
        `Cuando usted oprime el botón de enviar, sus respuestas llegan por correo electrónico al personal de ${business.name}: las solicitudes de cuidado, a nuestro equipo de cuidado; las solicitudes de empleo, a las personas que se encargan de la contratación. Un servicio de envío de correo electrónico lleva el mensaje.`,
        `Para que ninguna solicitud se pierda cuando el servicio de correo está lento o no funciona, el sitio web guarda su propia copia de lo que usted envía, currículum incluido, hasta que el correo llegue a nuestro personal. Esa copia se borra, como máximo, ${retentionDays.sent} días después de la entrega.`,
        `Un formulario que nuestro filtro de spam detiene, o que llega cuando el sitio recibe muchos más formularios de lo normal, se guarda hasta ${retentionDays.held} días, sin el currículum que se haya enviado con él, para que nuestro personal pueda revisar si lo envió una persona real, y después se borra. Cuando ni siquiera queda espacio para guardarlo, el sitio no guarda nada del formulario y le pide que nos llame.`,
        `Cuando recibimos su formulario, le enviamos un breve correo de confirmación con el día y la hora en que nos comunicaremos con usted. No repite nada de lo que usted escribió. Cada dirección de correo electrónico recibe como máximo un correo de confirmación al día. Para controlarlo, el sitio guarda durante ${acknowledgedHours} horas un código irreversible creado a partir de la dirección con una clave secreta (no la dirección misma).`,
        `El servicio de envío de correo electrónico (Postmark) guarda una copia de cada correo que envía durante ${emailServiceRetentionDays} días y después la borra.`,
        `Para que una avalancha de envíos desde un mismo lugar no deje fuera a las familias ni llene nuestros conteos, el sitio lleva una cuenta por cada dirección IP, con un código irreversible de la dirección creado con una clave secreta (no la dirección misma): de los formularios enviados desde ella en la hora en curso, y de sus toques y conteos de visitas (vea “Cómo contamos las visitas y los toques”) en la hora en curso y en el día en curso. Desde una misma dirección cuenta como máximo ${perAddress.taps.hour} toques por hora y ${perAddress.taps.day} por día, y ${perAddress.visits.hour} conteos de visitas por hora y ${perAddress.visits.day} por día. Cada cuenta se borra al terminar su hora o su día.`,
        'Como ocurre con la mayoría de los sitios web, nuestro proveedor de alojamiento puede guardar registros técnicos breves, como las direcciones IP, para que el sitio funcione y esté seguro.',
      ],
    },
    {
      heading: 'Respuestas guardadas en su navegador',
      paragraphs: [
        `Mientras llena la solicitud para cuidadores, sus respuestas se guardan en la pestaña de su navegador, para que no se pierdan si la página se vuelve a cargar por accidente. Se borran cuando usted envía el formulario, oprime “${clearForm.label}”, cierra la pestaña o después de ${draftLifetimeHours} horas. No salen de su dispositivo hasta que usted oprima el botón de enviar.`,
      ],
    },
    {
      heading: 'Cómo usamos su información',
      paragraphs: [
        'Usamos su información solo para atenderle: para responder a su pregunta, organizar una consulta y planear el cuidado, o para considerar su solicitud de empleo.',
        'Nunca vendemos su información, y no la usamos ni la compartimos con fines publicitarios.',
      ],
    },
    {
      heading: 'Dónde empezó su visita',
      paragraphs: [
        'Cuando usted llega, la pestaña de su navegador anota la primera página que abrió, el sitio web desde el que llegó (solo su dirección, sin lo que venga después) y las etiquetas de campaña de ese enlace, si las hay (como utm_source). Si el enlace viene de un anuncio, anota solo qué tipo de anuncio fue, nunca su código. Esto se queda en su pestaña y se borra cuando la cierra.',
        `Se envía con un formulario solo cuando usted envía uno, y se guarda con él el mismo tiempo que el formulario (vea más arriba), para que nuestro personal sepa qué páginas y campañas ayudan a las familias a encontrarnos. Los conteos sin su nombre ni ninguno de sus datos (cuántas solicitudes llegaron en un día y de qué tipo de fuente) se guardan ${leadCountsMonths} meses.`,
      ],
    },
    {
      heading: 'Cómo contamos las visitas y los toques',
      paragraphs: [
        'Cuando una página termina de cargarse, el sitio web cuenta la visita. También cuenta los pasos de un formulario, qué tan rápido fue la página y los toques en nuestro número de teléfono o en un enlace para llamar o enviar un mensaje de texto. Cada conteo guarda solo lo que se indica aquí, con el día en que se hizo:',
      ],
      items: [
        'Una visita a una página: la página, su idioma, si su pantalla es del tamaño de la de un teléfono y, sobre el lugar donde empezó su visita, solo el tipo de fuente (por ejemplo, un buscador, un anuncio o un volante impreso).',
        'Un paso de un formulario: qué formulario, si usted empezó a llenarlo o lo envió, o en qué campo hubo un problema que impidió enviarlo (por ejemplo, el del teléfono), nunca lo que usted escribió; además, el idioma de la página y el tipo de fuente de su visita.',
        'Un toque: la página, su idioma, si fue una llamada o un mensaje de texto, si el número era el nuestro u otro que da la página (por ejemplo, el de una oficina del condado) y el tipo de fuente de su visita. No guarda el número.',
        'Qué tan rápido se cargó la página y respondió cuando usted la tocó: el tipo de página (por ejemplo, la página de inicio o la de un empleo), si su pantalla es la de un teléfono y cada medida, redondeada.',
      ],
    },
    {
      heading: 'Cómo se guardan los conteos',
      paragraphs: [
        'Contar las visitas y los toques no usa cookies, no guarda nada en su dispositivo y no envía nada que permita saber quién es usted ni qué dispositivo usa: ni su nombre, ni su dirección, ni ningún número que le siga de una página a otra. Nada se envía a terceros: los conteos llegan solo a este sitio web. Si JavaScript está desactivado, no se envía nada.',
        `Cada conteo llega por separado, con un código aleatorio que no lo une a nada más. Al terminar cada hora, el sitio suma las visitas, los pasos de formularios y las medidas de velocidad de esa hora y guarda solo los totales; al terminar el día, guarda solo los totales del día. Cada toque queda como un solo conteo de su día. Todos estos conteos se guardan ${leadCountsMonths} meses y después se borran.`,
      ],
    },
    {
      heading: 'Cookies y rastreadores',
      paragraphs: [
        'Este sitio web no usa ninguna cookie, y no carga scripts de seguimiento ni de publicidad, ni nada desde servidores de terceros.',
      ],
    },
    {
      heading: 'Cómo pedirnos que borremos su información',
      paragraphs: [
        `Para ver o borrar lo que nos envió, escriba a ${business.email} o llame al ${business.phone.display}. Borraremos los correos que contengan sus datos, a menos que la ley nos obligue a conservarlos.`,
        `Es el caso de las solicitudes de empleo: las normas federales (29 CFR 1602.14) exigen a los empleadores conservar las solicitudes, y los demás registros de contratación, durante ${hiringRecordsKept} a partir de la solicitud o de la decisión sobre ella, la fecha que sea más tarde. Conservamos la suya durante ese tiempo, tanto si le ofrecemos el puesto como si no.`,
      ],
    },
    {
      heading: 'Cambios a este aviso',
      paragraphs: [
        'Si cambiamos la forma en que manejamos su información, actualizaremos esta página y la fecha de su última actualización.',
      ],
    },
  ],
  closing: {
    title: '¿Preguntas sobre su información?',
    text: `Escríbanos a ${business.email} o llame al ${business.phone.display}. Le responderemos con claridad y sin rodeos.`,
    emailAction: 'Escríbanos',
  },
};

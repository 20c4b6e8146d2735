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
import type * as english from '../privacy';
import { clearForm } from './forms';
import { pages } from './pages';

const hiringRecordsKept = hiringRecordsYears === 1 ? 'un año' : `${hiringRecordsYears} años`;

export type { PrivacyContent, PrivacySection } from '../privacy';

export const formsCollect: typeof english.formsCollect = {
  contact: [
    'El formulario de solicitud de cuidado pide su nombre, número de teléfono y correo electrónico y, si usted quiere, el tipo de cuidado que necesita, la mejor hora para llamarle y un mensaje. También pregunta, si usted quiere, el código postal donde se necesita el cuidado, para cuándo se necesita, cómo se pagará y cómo supo de nosotros.',
  ],
  apply: [
    'La solicitud para cuidadores pide su nombre, correo electrónico, número de teléfono y dirección, su disponibilidad, cómo llega al trabajo, su experiencia en el cuidado de personas y por qué quiere trabajar en el cuidado en casa. Las certificaciones, la capacitación, las referencias y el currículum son opcionales, y también cómo supo del empleo.',
  ],
};

export const privacy: PrivacyContent = {
  heading: pages.privacy.heading,
  lead: pages.privacy.intro,
  lastUpdated: '2026-11-28',
  lastUpdatedLabel: 'Última actualización',
  sections: [
    {
      heading: 'Qué datos recopilan nuestros formularios',
      paragraphs: [
        ...Object.values(formsCollect).flat(),
        'Recibimos lo que usted escribe en un formulario y envía, dónde empezó su visita y conteos de las páginas visitadas y de los toques en nuestro número de teléfono (vea más abajo). El sitio web no recopila ningún otro dato sobre usted.',
        'Los formularios no son para historiales médicos. Por favor, no escriba en ellos diagnósticos, medicamentos ni otros datos de salud: le preguntaremos lo necesario sobre la salud de su ser querido por teléfono o en la consulta.',
      ],
    },
    {
      heading: 'Adónde va su información',
      paragraphs: [
        `Cuando usted oprime el botón de enviar, sus respuestas llegan por correo electrónico al personal de ${business.name}: las solicitudes de cuidado, a nuestro equipo de cuidado; las solicitudes de empleo, a las personas que se encargan de la contratación. Un servicio de envío de correo electrónico lleva el mensaje.`,
        `Para que ninguna solicitud se pierda cuando el servicio de correo está lento o no funciona, el sitio web guarda su propia copia de lo que usted envía, currículum incluido, hasta que el correo llegue a nuestro personal. Esa copia se borra, como máximo, ${retentionDays.sent} días después de la entrega.`,
        `Un formulario que nuestro filtro de spam detiene, o que llega cuando el sitio recibe muchos más formularios de lo normal, se guarda hasta ${retentionDays.held} días, sin el currículum que se haya enviado con él, para que nuestro personal pueda revisar si lo envió una persona real, y después se borra. Cuando ni siquiera queda espacio para guardarlo, el sitio no guarda nada del formulario y le pide que nos llame.`,
        `Cuando recibimos su formulario, le enviamos un breve correo de confirmación con la hora en que le llamaremos. No repite nada de lo que usted escribió. Cada dirección de correo electrónico recibe como máximo un correo de confirmación al día. Para controlarlo, el sitio guarda durante ${acknowledgedHours} horas un código irreversible creado a partir de la dirección con una clave secreta (no la dirección misma).`,
        `El servicio de envío de correo electrónico (Postmark) guarda una copia de cada correo que envía durante ${emailServiceRetentionDays} días y después la borra.`,
        'Para que una avalancha de formularios enviados desde un mismo lugar no deje fuera a las familias, el sitio cuenta cuántos formularios se envían y cuántas veces se toca nuestro número de teléfono desde cada dirección IP durante la hora en curso. Para ello usa un código irreversible de la dirección, creado con una clave secreta (no la dirección misma), y borra ese conteo al terminar la hora.',
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
        `Cuando usted toca nuestro número de teléfono o un enlace para llamar o enviar un mensaje de texto, el sitio cuenta ese toque: la página, si fue una llamada o un mensaje, y el tipo de fuente de su visita (como un buscador o un anuncio). No se cuenta nada que permita saber quién es usted, ni siquiera su número de teléfono, y no se envía nada si JavaScript está desactivado. Estos conteos se guardan ${leadCountsMonths} meses.`,
      ],
    },
    {
      heading: 'Cómo contamos las visitas',
      paragraphs: [
        'Cuando una página termina de cargarse, el sitio web cuenta la visita. Envía qué página abrió usted, dónde empezó su visita (vea más arriba), si su pantalla es del tamaño de la de un teléfono y qué tan rápido se cargó la página y respondió cuando usted la tocó. De dónde empezó su visita, el sitio guarda solo el tipo de fuente (como un buscador, un anuncio o un volante impreso). En un formulario cuenta los pasos: que usted empezó a llenarlo, que lo envió y los nombres de los campos por los que no se pudo enviar (como el del teléfono), nunca lo que usted escribió.',
        'Contar las visitas no usa cookies, no guarda nada en su dispositivo y no envía nada que permita saber quién es usted ni qué dispositivo usa: ni su nombre, ni su dirección, ni ningún número que le siga de una página a otra. Nada se envía a terceros: los conteos llegan solo a este sitio web. Si JavaScript está desactivado, no se envía nada.',
        `El sitio suma estos datos en conteos por día, sin nada sobre usted, y guarda esos conteos ${leadCountsMonths} meses.`,
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
        `Es el caso de las solicitudes de empleo: las normas federales (29 CFR 1602.14) exigen a los empleadores conservar las solicitudes, y los demás registros de contratación, durante ${hiringRecordsKept} a partir de la solicitud o de la decisión sobre ella, lo que ocurra después. Conservamos la suya durante ese tiempo, tanto si le ofrecemos el puesto como si no.`,
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

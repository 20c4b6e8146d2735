import { draftLifetimeHours, retentionDays } from '../../config/retention';
import { business } from '../business';
import type { PrivacyContent } from '../privacy';
import { applicationForm } from './forms';
import { pages } from './pages';

export type { PrivacyContent, PrivacySection } from '../privacy';

export const privacy: PrivacyContent = {
  heading: pages.privacy.heading,
  lead: pages.privacy.intro,
  lastUpdated: '2026-11-23',
  lastUpdatedLabel: 'Última actualización',
  sections: [
    {
      heading: 'Qué datos recogen nuestros formularios',
      paragraphs: [
        'El formulario de solicitud de cuidado pide su nombre, número de teléfono y correo electrónico y, si usted quiere, el tipo de cuidado que necesita, la mejor hora para llamarle y un mensaje.',
        'La solicitud para cuidadores pide su nombre, correo electrónico, número de teléfono y dirección, su disponibilidad, cómo llega al trabajo, su experiencia en el cuidado de personas y por qué quiere trabajar en el cuidado a domicilio. Las certificaciones, la capacitación, las referencias y el currículum son opcionales.',
        'Solo recibimos lo que usted escribe en un formulario y envía. El sitio web no recoge ningún otro dato sobre usted.',
      ],
    },
    {
      heading: 'Adónde va su información',
      paragraphs: [
        `Cuando usted oprime el botón de enviar, sus respuestas llegan por correo electrónico al personal de ${business.name}: las solicitudes de cuidado, a nuestro equipo de cuidado; las solicitudes de empleo, a las personas que se encargan de la contratación. Un servicio de envío de correo electrónico lleva el mensaje.`,
        `Para que ninguna solicitud se pierda cuando el servicio de correo está lento o no funciona, el sitio web guarda su propia copia de lo que usted envía, currículum incluido, hasta que el correo llega a nuestro personal. Esa copia se borra, como máximo, ${retentionDays.sent} días después de la entrega.`,
        `Un formulario que nuestro filtro de spam detiene se guarda hasta ${retentionDays.held} días, sin el currículum que se haya enviado con él, para que nuestro personal pueda revisar si lo envió una persona real, y después se borra.`,
        'Como la mayoría de los sitios web, nuestro proveedor de alojamiento puede guardar registros técnicos breves, como las direcciones IP, para que el sitio funcione y esté seguro.',
      ],
    },
    {
      heading: 'Respuestas guardadas en su navegador',
      paragraphs: [
        `Mientras llena la solicitud para cuidadores, sus respuestas se guardan en la pestaña de su navegador, para que no se pierdan si la página se vuelve a cargar por accidente. Se borran cuando usted envía el formulario, oprime “${applicationForm.clear.label}”, cierra la pestaña o después de ${draftLifetimeHours} horas. No salen de su dispositivo hasta que usted oprime el botón de enviar.`,
      ],
    },
    {
      heading: 'Cómo la usamos',
      paragraphs: [
        'Usamos su información solo para atenderle: para responder a su pregunta, organizar una consulta y planear el cuidado, o para considerar su solicitud de empleo.',
        'Nunca vendemos su información, y no la usamos ni la compartimos con fines publicitarios.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: ['Este sitio web no usa cookies de seguimiento ni de publicidad.'],
    },
    {
      heading: 'Cómo pedirnos que borremos su información',
      paragraphs: [
        `Para ver o borrar lo que nos envió, escriba a ${business.email} o llame al ${business.phone.display}. Borraremos los correos que contienen sus datos, a menos que la ley nos obligue a conservarlos; por ejemplo, los registros de una persona que contratamos.`,
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

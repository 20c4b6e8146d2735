import { business } from '../business';
import { businessCopy } from './businessCopy';
import type { AccessibilityContent } from '../accessibility';
import { pages } from './pages';

export type { AccessibilityContent, AccessibilitySection, FormClaim } from '../accessibility';

const replyTime = businessCopy.withinBusinessDays(
  business.responseTargets.accessibilityBusinessDays,
);

const formClaims: AccessibilityContent['formClaims'] = {
  sent: 'Cuando usted envía un formulario, un mensaje ocupa su lugar para confirmarlo y decirle cuándo nos comunicaremos con usted. La página se desplaza hasta él y el foco pasa a su título, así que los lectores de pantalla lo anuncian una sola vez. El mensaje se queda ahí hasta que usted oprima el botón para enviar otra solicitud o salga de la página.',
  failed:
    'Si un formulario no se puede enviar, el aviso aparece dentro del formulario, justo después del botón de enviar, con nuestro número de teléfono como un enlace que puede tocar para llamarnos. El foco pasa a ese aviso, para que los lectores de pantalla lo lean, y todo lo que usted escribió se queda en el formulario, para que pueda intentarlo otra vez o llamarnos.',
  upload:
    'Cuando usted envía su solicitud con un currículum, una barra de progreso, que los lectores de pantalla pueden leer, muestra cuánto se ha enviado. Un botón detiene el envío y conserva todas sus respuestas y el currículum, para que pueda enviarlos otra vez cuando quiera.',
};

export const accessibility: AccessibilityContent = {
  heading: pages.accessibility.heading,
  lead: pages.accessibility.intro,
  lastReviewed: business.accessibilityReviewed,
  lastReviewedLabel: 'Última revisión',
  formClaims,
  sections: [
    {
      heading: 'Nuestro objetivo',
      paragraphs: [
        'Queremos que este sitio web funcione para todas las personas que lo visitan, incluidas las que usan un lector de pantalla, el teclado en lugar del mouse, letra más grande o la pantalla ampliada.',
        'Nos proponemos cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA. Son la norma internacional para que los sitios web sean fáciles de usar para las personas con discapacidad.',
      ],
    },
    {
      heading: 'Cómo comprobamos el sitio',
      paragraphs: [
        'Cada vez que cambiamos el sitio web, unas pruebas automáticas revisan nuestras páginas en inglés y en español:',
      ],
      items: [
        'Una herramienta de accesibilidad (axe) revisa cada página con las reglas de las WCAG 2.2 que puede comprobar, en pantallas del tamaño de un teléfono, una tableta y una computadora. Entre esas reglas están que el texto se distinga bien del fondo y que los botones sean lo bastante grandes para tocarlos.',
        'Google Lighthouse califica la accesibilidad de cada página, y solo se acepta la calificación perfecta.',
        'Comprobamos que la solicitud de cuidado y la solicitud para cuidadores se pueden llenar y enviar usando solo el teclado.',
        'Cuando hay que corregir una respuesta, el formulario le lleva directamente a ella y le explica el problema justo al lado.',
        'Todas las páginas caben en la pantalla de un teléfono pequeño, y en la de una computadora con el zoom al 200\u00a0%, sin tener que desplazarse hacia los lados.',
        'Cada página tiene un solo título principal, y sus títulos siguen un orden, para que usted pueda recorrer la página de título en título.',
        'Las páginas se pueden leer, y los dos formularios se pueden enviar, con JavaScript desactivado en el navegador.',
        'Cuando usted sigue un enlace a otra de nuestras páginas, el foco pasa a su título principal, para que el lector de pantalla anuncie la página nueva y el teclado siga desde ahí.',
        'Las respuestas de las preguntas frecuentes y el cambio de idioma funcionan con el teclado, y la tecla Esc cierra el menú en pantallas pequeñas.',
        'Las páginas en español están marcadas como español, para que los lectores de pantalla las pronuncien bien, y las palabras en español, que son más largas, caben en todos los botones y enlaces.',
      ],
    },
    {
      heading: 'Al enviar un formulario',
      paragraphs: [
        'Si JavaScript está activado, nuestros formularios le dicen lo que pasó justo donde usted está. Si no lo está, al enviar el formulario pasa a una página que le dice si llegó, con nuestro número de teléfono.',
      ],
      items: [formClaims.sent, formClaims.failed, formClaims.upload],
    },
    {
      heading: 'Lo que sabemos que falta mejorar',
      paragraphs: ['Ningún sitio web es perfecto. Estos son los límites que conocemos:'],
      items: [
        'Las pruebas automáticas solo encuentran algunos tipos de problemas. Todavía no hemos probado el sitio con lectores de pantalla ni con personas con discapacidad.',
        'Nuestras pruebas usan el motor de Google Chrome y Microsoft Edge. Safari y Firefox no se prueban de forma automática.',
        'Si JavaScript está desactivado y usted deja vacía una respuesta obligatoria, el aviso lo muestra su navegador, en el idioma del navegador, que puede no ser el de la página.',
        'El currículum se adjunta con el selector de archivos de su navegador, cuyo aspecto y palabras dependen del navegador. El currículum es opcional: si le cuesta adjuntarlo, envíe su solicitud sin él y díganoslo cuando nos comuniquemos con usted.',
        'Los enlaces a nuestras páginas en redes sociales abren otros sitios web en una pestaña nueva. No podemos controlar qué tan accesibles son esos sitios.',
      ],
    },
    {
      heading: 'Avísenos de un problema',
      paragraphs: [
        `Si algo en este sitio le resulta difícil de usar, o necesita la información de otra forma, avísenos. Llámenos al ${business.phone.display} o escríbanos a ${business.email}. Díganos en qué página estaba y qué le causó dificultades.`,
        `Una persona de nuestro equipo le responderá ${replyTime}. Para pedir cuidado, nunca necesita el sitio web: siempre puede llamarnos.`,
      ],
    },
  ],
  closing: {
    title: '¿Algo le resulta difícil de usar?',
    text: `Escríbanos a ${business.email} o llame al ${business.phone.display}. Le responderemos ${replyTime}.`,
    emailAction: 'Escríbanos',
  },
};

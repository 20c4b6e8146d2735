import { business, location } from '../business';
import type { ContactContent } from '../contact';
import { businessCopy, serviceAreaText } from './businessCopy';
import { pages } from './pages';

export type { ContactContent, ContactDetail } from '../contact';

export const contact: ContactContent = {
  heading: pages.contact.heading,
  lead: pages.contact.intro,
  detailsHeading: 'Cómo comunicarse con nosotros',
  details: {
    phone: {
      label: 'Teléfono',
      lines: [business.phone.display],
      href: business.phone.href,
    },
    email: {
      label: 'Correo electrónico',
      lines: [business.email],
      href: `mailto:${business.email}`,
    },
    serviceArea: {
      label: 'Zona de servicio',
      // `serviceAreaText` begins with its article ("los condados de…"), so it follows "en".
      lines: [
        `Atendemos a familias en ${serviceAreaText}.`,
        `Nuestra oficina está en ${location}.`,
      ],
    },
    officeHours: {
      label: 'Horario de oficina',
      lines: [
        // Spanish day names are lower case; each line here begins with one.
        ...businessCopy.officeHours.map(
          (o) => `${o.days.charAt(0).toUpperCase()}${o.days.slice(1)}: ${o.hours}`,
        ),
        ...(businessCopy.alwaysOpen ? [businessCopy.alwaysOpen] : []),
      ],
    },
  },
  allAreas: 'Todas las ciudades y códigos postales que atendemos',
  consultation: {
    title: 'Consulta gratuita en su hogar',
    text: `Visitamos a su ser querido en casa, sin costo, para conocer lo que necesita y responder sus preguntas. Usted recibe un plan de cuidado y un precio exacto. En muchos casos, el cuidado puede comenzar ${businessCopy.careStart} después de la consulta.`,
  },
  form: {
    heading: 'Solicite información',
    intro:
      'Cuéntenos un poco sobre su ser querido y la ayuda que busca. Alguien de nuestro equipo de cuidado se comunicará con usted.',
  },
  responsePromise: `Le llamaremos ${businessCopy.familyReply}.`,
  reassurances: [
    'Consulta gratuita en su hogar, sin compromiso',
    `Le llamaremos ${businessCopy.familyReply}`,
    ...(businessCopy.alwaysOpen ? [businessCopy.alwaysOpen] : []),
  ],
};

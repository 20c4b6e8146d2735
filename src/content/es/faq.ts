import { es } from '../../data/faq.json';
import { faqIn } from '../../config/faq';
import type { FaqQuestion } from '../../data/schema/faq';
import { business } from '../business';
import type * as en from '../faq';
import type { Translation } from '../translation';
import { faqFacts } from '../faqFacts';
import { businessCopy, serviceAreaText } from './businessCopy';

const phone = business.phone.display;

export const faqCategories = faqIn(es.questions as readonly FaqQuestion[], {
  titles: {
    'about-our-services': 'Sobre nuestros servicios',
    'getting-started': 'Cómo empezar',
    'care-quality-and-safety': 'Calidad y seguridad del cuidado',
    'pricing-and-payment': 'Precios y pagos',
    'for-potential-caregivers': 'Para futuros cuidadores',
  },
  facts: faqFacts(businessCopy, serviceAreaText),
});

export const faqPage: Translation<typeof en.faqPage> = {
  topicsLabel: 'Ir a un tema',
  stillHaveQuestions: {
    title: '¿Todavía tiene preguntas?',
    text: `Con gusto le ayudamos. Envíenos un mensaje o llámenos al ${phone}.`,
    contactAction: 'Contáctenos',
    callAction: `Llame al ${phone}`,
  },
};

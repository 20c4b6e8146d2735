import { business } from '../business';
import { sample } from '../sample';
import type { Sample } from '../sample';
import type { Testimonial } from '../testimonials';

const replaceFamilyReview =
  "a real family's review, quoted with their written permission (FTC 16 CFR 465)";

/** Each quote below was given in English: the Spanish page says so beside it. */
const translationNote = '(traducido del inglés)';

/** The three home page testimonials. Invented stand-ins: the build warns until replaced. */
export const homeTestimonials: readonly [
  Sample<Testimonial>,
  Sample<Testimonial>,
  Sample<Testimonial>,
] = [
  sample(
    {
      name: 'Linda M.',
      relation: `Hija de una clienta, ${business.town.city}`,
      text: 'Vivo a dos horas y antes me preocupaba por mi mamá todos los días. Ahora su cuidadora viene tres mañanas a la semana. Cocinan juntas y salen a caminar un rato, y mi mamá me lo cuenta todo por teléfono. De la oficina me llaman cada vez que algo cambia. Por fin duermo tranquila.',
      rating: 5,
      translationNote,
    },
    replaceFamilyReview,
  ),
  sample(
    {
      name: 'James R.',
      relation: 'Hijo de un cliente, Lithia Springs',
      text: 'Después de su caída, lo único que mi papá quería era quedarse en su casa. Se reunieron con nosotros esa misma semana y le encontraron una cuidadora con la que se lleva muy bien. Ella le ayuda a bañarse, le prepara el almuerzo y lo lleva a sus citas. Sigue en su casa, y sigue siendo él mismo.',
      rating: 5,
      translationNote,
    },
    replaceFamilyReview,
  ),
  sample(
    {
      name: 'Carol T.',
      relation: 'Esposa de un cliente, Villa Rica',
      text: 'Mi esposo tiene Alzheimer. Su cuidadora es paciente y cariñosa, y sabe cómo calmarlo cuando se confunde. Viene cuatro tardes a la semana, y eso me da tiempo para descansar y volver a ver a mis amigas. Siempre me deja una nota sobre cómo le fue en el día.',
      rating: 5,
      translationNote,
    },
    replaceFamilyReview,
  ),
];

/** The caregiver quote on the careers page. Invented stand-in: the build warns until replaced. */
export const caregiverTestimonial: Sample<Testimonial> = sample(
  {
    name: 'Angela B.',
    relation: `Cuidadora, ${business.name}`,
    text: 'Llevo años trabajando en el cuidado en casa, y este es el primer lugar donde siento que me escuchan. Arman mi horario según las necesidades de mis hijos, y en la oficina siempre alguien contesta cuando llamo, aunque sea a altas horas de la noche. Me voy a casa sabiendo que le alegré el día a alguien.',
    rating: 5,
    translationNote,
  },
  "a real caregiver's words and name, quoted with their written permission",
);

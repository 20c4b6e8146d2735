import { es } from '../../data/openings.json';
import type { Opening } from '../../data/schema/openings';
import type { PagesView } from '../../data/schema/pagesView';
import type { OpeningsCopy } from '../openings';
import type { Translation } from '../translation';

export const openingsBlock = es as { readonly openings: readonly PagesView<Opening>[] };

export const openingsCopy: Translation<OpeningsCopy> = {
  heading: 'Puestos disponibles',
  intro:
    'Estos son los trabajos que tenemos ahora. Si ninguno le conviene, envíe su solicitud de todos modos: muchas veces los clientes nuevos necesitan cuidadores antes de que publiquemos los turnos aquí.',
  none: 'Ahora no hay puestos publicados, pero siempre nos alegra conocer a personas con vocación de cuidar. Envíe su solicitud y nos comunicaremos con usted cuando haya turnos en su zona.',
  employmentTypes: {
    FULL_TIME: 'Tiempo completo',
    PART_TIME: 'Medio tiempo',
    PER_DIEM: 'Eventual (según se necesite)',
  } satisfies Record<Opening['employmentType'], string>,
  labels: {
    hours: 'Jornada',
    shifts: 'Turnos',
    pay: 'Pago',
    where: 'Lugar',
    posted: 'Publicado',
    applyBy: 'Solicite antes del',
    duties: 'Lo que hará',
    driving: 'Manejo',
  },
  pay: (min: number, max: number) => `De $${min} a $${max} por hora`,
  where: (place: string) => `En casa de los clientes, en ${place}, GA, y alrededores`,
  applyFor: 'Solicite este puesto',
  readMore: 'Más sobre este puesto',
  jobPage: {
    allJobs: 'Todos los puestos disponibles',
    metaTitle: (title: string, place: string) => `${title} en ${place}, GA | Empleos de cuidador`,
  },
};

import type { EmploymentType, OpeningId } from '../../config/openings';
import type { JobDetails, OpeningsCopy } from '../openings';
import type { Translation } from '../translation';

export const openingsCopy: Translation<OpeningsCopy> = {
  heading: 'Puestos disponibles',
  intro:
    'Estos son los trabajos que tenemos ahora. Si ninguno le queda bien, envíe su solicitud de todos modos: muchas veces los clientes nuevos necesitan cuidadores antes de que publiquemos los turnos aquí.',
  none: 'Ahora no hay puestos publicados, pero siempre nos alegra conocer a personas con vocación de cuidar. Envíe su solicitud y lo llamaremos cuando haya turnos cerca de usted.',
  employmentTypes: {
    FULL_TIME: 'Tiempo completo',
    PART_TIME: 'Medio tiempo',
    PER_DIEM: 'Por día (según se necesite)',
  } satisfies Record<EmploymentType, string>,
  labels: {
    hours: 'Horario',
    shifts: 'Turnos',
    pay: 'Pago',
    where: 'Dónde',
    posted: 'Publicado',
    applyBy: 'Fecha límite',
    duties: 'Lo que hará',
  },
  pay: (min: number, max: number) => `De $${min} a $${max} por hora`,
  where: (place: string) => `En casa de los clientes, en ${place}, GA, y alrededores`,
  applyFor: 'Solicite este puesto',
  jobs: {
    'personal-care-aide-douglasville': {
      shifts: 'De lunes a viernes, de 7 a.m. a 3 p.m. o de 9 a.m. a 5 p.m.',
      summary:
        'Ayude a dos o tres clientes fijos a bañarse, vestirse y moverse con seguridad, para que puedan seguir viviendo en su casa.',
      duties: [
        'Ayudar a bañarse, vestirse, arreglarse y usar el baño',
        'Ayudar a los clientes a moverse, ponerse de pie y caminar con seguridad',
        'Preparar comidas y recordar a los clientes que tomen sus medicinas',
        'Notar cambios de salud o de ánimo y avisar a la oficina',
      ],
    },
    'companion-caregiver-south-fulton': {
      shifts: 'Por las tardes, de 12 a 4 p.m., de tres a cinco días por semana',
      summary:
        'Acompañe a un adulto mayor por las tardes: conversación, comidas, mandados y una casa segura y ordenada.',
      duties: [
        'Pasar tiempo con el cliente: conversar, jugar, salir a caminar',
        'Preparar una comida ligera y ordenar la cocina',
        'Manejar a citas y mandados en su propio carro',
        'Mantener informadas a la familia y a la oficina',
      ],
    },
    'weekend-respite-caregiver': {
      shifts: 'Sábados y domingos, turnos de 4 a 12 horas',
      summary:
        'Dé a las familias que cuidan un descanso de fin de semana, cuidando a su ser querido en casa mientras ellos descansan o viajan.',
      duties: [
        'Seguir la rutina y el plan de cuidado del cliente mientras la familia no está',
        'Ayudar con las comidas, el baño y los traslados',
        'Hacer compañía y mantener al cliente seguro',
        'Escribir una nota breve para la familia al final de cada turno',
      ],
    },
  } satisfies Record<OpeningId, Translation<JobDetails>>,
};

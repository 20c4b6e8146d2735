import { placeById } from '../../../config/areas';
import { localResource } from '../../../config/localResources';
import { listInSpanish } from '../../../lib/words';
import { business } from '../../business';
import type { PlaceCopy } from '../../places/placeCopy';

const zip = listInSpanish(placeById('winston').zips);
const villaRica = placeById('villa-rica').name;
const phone = business.phone.display;
const gdvs = localResource('georgia-veterans-service').name;

export const place: PlaceCopy<'winston'> = {
  meta: {
    title: `Cuidado en casa en Winston, GA | ${business.name}`,
    description:
      'Cuidado en casa en la zona rural de Winston, GA: un cuidador que vive en la casa, relevo para la familia, transporte y visitas largas. Consulta gratuita.',
  },
  heading: 'Cuidado en casa en Winston y el campo del oeste del condado de Douglas',
  intro:
    'En Winston hay entradas largas, terrenos abiertos y vecinos que viven lejos: una tranquilidad que la gente aprecia y que, a la vez, hace más difícil envejecer. Llevamos el cuidado hasta la puerta de su casa.',
  coverage: {
    heading: 'Llegamos a todo el oeste del condado de Douglas',
    paragraphs: [
      `Atendemos todo el código postal de Winston, el ${zip}, a ambos lados de la I-20 y también del otro lado del límite con el condado de Carroll, donde hay casas con dirección de Winston. Como los trayectos son largos, muchas familias prefieren menos visitas, pero más largas: una mañana alcanza para la ducha, un almuerzo caliente, lavar la ropa y hacer las compras.`,
    ],
  },
  services: {
    heading: 'Lo que las familias del campo en Winston necesitan de nosotros',
    intro: 'Cuando se vive lejos, cambia la ayuda que más importa.',
    items: {
      'live-in-care':
        'Alguien en la casa a las dos de la mañana, para ayudar y para pedir auxilio si algo sale mal, cuando la familia vive lejos.',
      'respite-care':
        'Muchas veces el esposo, la esposa o un hijo que vive cerca se encarga de casi todo el cuidado. Esa persona también necesita descansar: un día fijo, o un fin de semana fuera.',
      transportation: `Los consultorios, las farmacias y los supermercados grandes quedan casi todos lejos, en Douglasville o en ${villaRica}. El cuidador maneja y se queda durante la cita.`,
    },
  },
  hospitals: {
    heading: 'Del hospital de regreso al campo',
    paragraphs: [
      `Winston queda entre dos hospitales: uno en Douglasville, al este, y otro en ${villaRica}, al oeste. Antes del alta, cuénteles al planificador de altas (discharge planner) o al administrador de casos (case manager), y a nosotros, si hay escalones en el porche, si la recámara está en el segundo piso o si la primera noche no habrá nadie en casa.`,
      'Si nos lo pide, revisamos la casa antes del alta por si hay tapetes sueltos o cosas en el paso, y tenemos a un cuidador allí cuando llegue su ser querido. Esa primera semana, un turno más largo o un cuidador que vive en la casa suele valer la pena.',
    ],
  },
  resources: {
    heading: 'Otros lugares donde las familias de Winston pueden pedir ayuda',
    intro:
      'Los programas del condado y de la región también son para Winston, aunque sus oficinas queden lejos. El pueblo está en el condado de Douglas; para una dirección de Winston del otro lado del límite, en el condado de Carroll, la agencia regional es otra.',
    items: {
      empowerline:
        'La agencia regional para adultos mayores de las casas del condado de Douglas. Pregunte a qué podría tener derecho su ser querido y qué apoyo hay para el familiar que hace la mayor parte del cuidado.',
      'three-rivers-aaa':
        'La agencia regional para adultos mayores del lado de Winston que está en el condado de Carroll, con el mismo tipo de ayuda para su ser querido y para usted.',
      'douglas-senior-services':
        'Pregunte qué programas tiene el condado de Douglas para sus residentes mayores; una actividad fija ayuda a que la semana en casa no se haga tan larga.',
      'va-benefits': `Si su ser querido es veterano y lo atiende un médico del VA, pregúntele a su trabajador social por la atención en casa que ofrece el VA. Las solicitudes de pensión y del beneficio de Ayuda y Asistencia (Aid and Attendance) empiezan en el ${gdvs} (Departamento de Servicios para Veteranos de Georgia) o en una organización de servicio para veteranos, sin costo.`,
    },
  },
  questions: {
    heading: 'Lo que nos preguntan las familias de Winston',
    items: [
      {
        question: '¿Winston les queda demasiado lejos?',
        answer: `No. Winston está en el condado de Douglas, como nuestra oficina, y atendemos todo el código postal ${zip}, incluido el lado del condado de Carroll. Nuestros cuidadores tienen transporte confiable. Llame al ${phone} para programar la consulta gratuita.`,
      },
      {
        question: 'Mi papá vive solo en su terreno y no quiere ayuda. ¿Por dónde empezamos?',
        answer:
          'Poco a poco. Unas horas a la semana de compañía y ayuda en la casa le permiten conocer primero a un solo cuidador; el plan puede crecer cuando él esté listo.',
      },
    ],
  },
};

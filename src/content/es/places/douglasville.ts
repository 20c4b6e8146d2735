import { hospital } from '../../../config/localResources';
import { business } from '../../business';
import { businessCopy } from '../businessCopy';
import type { PlaceCopy } from '../../places/placeCopy';

const phone = business.phone.display;
const douglas = hospital('wellstar-douglas').name;

export const place: PlaceCopy<'douglasville'> = {
  meta: {
    title: `Cuidado en casa en Douglasville, GA | ${business.name}`,
    description: `Cuidado en casa desde nuestra oficina en Douglasville: cuidado personal, acompañamiento, transporte a citas y ayuda al salir de ${douglas}.`,
  },
  heading: 'Cuidado en casa en Douglasville, donde está nuestra oficina',
  intro:
    'Nuestra oficina está en Douglasville: la ayuda para su mamá o su papá queda cerca. Todo empieza con una consulta gratuita en su casa; el plan puede ir desde unas horas a la semana hasta cuidado las 24 horas.',
  coverage: {
    heading: 'Todo Douglasville, al norte y al sur de la I-20',
    paragraphs: [
      'Cuidamos a adultos mayores en toda la ciudad, desde los vecindarios antiguos cerca del centro hasta las subdivisiones nuevas a lo largo de la Highway 5.',
      'Como estamos cerca, es fácil ajustar el cuidado al día de su ser querido: un turno por la mañana para la ducha, el desayuno y el recordatorio de las pastillas, o un turno al final del día para asegurarse de que su papá cenó, quedó listo para la noche y cerró con llave.',
    ],
  },
  services: {
    heading: 'Lo que nos piden las familias de Douglasville',
    intro:
      'Muchas familias nos llaman cuando su ser querido todavía se las arregla en casa, pero ya no puede con todo, ni con la seguridad de antes.',
    items: {
      'personal-care':
        'Ayuda para bañarse, vestirse y moverse, al ritmo de su ser querido. Muchas veces el cuidado empieza por aquí, después de una caída o de una hospitalización.',
      'companion-care':
        'Conversación, juegos de cartas y una caminata por la cuadra para quien enviudó y pasa días largos y callados en una casa que antes estaba llena.',
      transportation:
        'Aquí cualquier mandado significa manejar por la I-20 o la Highway 5. Cuando su mamá ya no deba manejar, un cuidador la lleva al médico o a la tienda y se queda con ella.',
    },
  },
  hospitals: {
    heading: 'De regreso a casa después del hospital',
    paragraphs: [
      'Cuando le den una fecha de alta, llámenos y dele nuestro número al planificador de altas (discharge planner) o al administrador de casos (case manager). Si usted lo pide, podemos visitar a su ser querido antes del alta o esperarlo en casa ese mismo día, para que no pase solo la primera noche.',
      'Después, un cuidador puede venir unas horas al día para recordarle los medicamentos, preparar las comidas y estar pendiente, con menos horas a medida que recupere las fuerzas.',
    ],
  },
  resources: {
    heading: 'Más ayuda para adultos mayores en el condado de Douglas',
    intro: 'También vale la pena llamar a estos servicios públicos.',
    items: {
      'douglas-senior-services':
        'Los programas del condado para sus residentes mayores: pregunte qué ofrecen y cómo inscribirse.',
      empowerline:
        'La agencia regional para adultos mayores del condado de Douglas. Pregunte para qué programas podría calificar su ser querido, incluida la ayuda pública en casa.',
      'georgia-cares':
        'Orientación gratuita e imparcial sobre Medicare. Conviene llamar cada otoño, antes de que cambien los planes.',
    },
  },
  questions: {
    heading: 'Preguntas de las familias de Douglasville',
    items: [
      {
        question:
          'Mis papás viven fuera de la ciudad, pero con dirección de Douglasville. ¿Están en su zona de servicio?',
        answer: `Sí. Muchas casas fuera de los límites de la ciudad tienen dirección de Douglasville, y atendemos todos los códigos postales de Douglasville que aparecen en esta página. ¿Tiene dudas? Llame al ${phone}.`,
      },
      {
        question: 'Vivo en otro estado. ¿Cómo voy a saber cómo está mi mamá?',
        answer: `Nos comunicamos con usted con regularidad, le avisamos si notamos un cambio en su mamá y contestamos el teléfono ${businessCopy.phoneReach}.`,
      },
    ],
  },
};

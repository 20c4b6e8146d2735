import { placeById } from '../../../config/areas';
import { hospital, localResource } from '../../../config/localResources';
import { listInSpanish } from '../../../lib/words';
import { business } from '../../business';
import { businessCopy } from '../businessCopy';
import type { PlaceCopy } from '../../places/placeCopy';

const zip = listInSpanish(placeById('lithia-springs').zips);
const austell = placeById('austell').name;
const phone = business.phone.display;
const cobb = hospital('wellstar-cobb');
const gdvs = localResource('georgia-veterans-service').name;

export const place: PlaceCopy<'lithia-springs'> = {
  meta: {
    // With ", GA" the title would pass 60 characters.
    title: `Cuidado en casa en Lithia Springs | ${business.name}`,
    description: `Cuidado no médico en casa en Lithia Springs (${zip}): relevo para familias que trabajan, comidas, limpieza y ayuda al salir de ${cobb.name}.`,
  },
  heading: 'Cuidado en casa para adultos mayores en Lithia Springs',
  intro:
    'Lithia Springs está en el este del condado de Douglas, donde Thornton Road cruza la I-20, junto al límite con el condado de Cobb. Llevamos cuidado no médico a los hogares de aquí, desde unas horas de compañía hasta ayuda durante toda la noche.',
  coverage: {
    heading: `El este del condado de Douglas, código postal ${zip}`,
    paragraphs: [
      'Lithia Springs no tiene alcaldía: no es una ciudad, sino una comunidad que pertenece directamente al condado de Douglas, con un solo código postal a ambos lados de la I-20.',
      `Algunas familias viven a los dos lados del límite con el condado de Cobb: la mamá en Lithia Springs y la hija en ${austell}. Trabajamos en ambos lados, así que el cuidado puede seguir a su ser querido si se muda con usted.`,
    ],
  },
  services: {
    heading: 'En qué nos piden ayuda las familias de Lithia Springs',
    intro:
      'Aquí, muchos hijos que cuidan a sus padres trabajan de tiempo completo y manejan a diario por la I-20. Quieren saber que su ser querido está seguro y bien alimentado mientras ellos no están.',
    items: {
      'respite-care':
        'Para el hijo o la hija que cubre todas las tardes y los fines de semana: una tarde libre fija, o un fin de semana completo.',
      'meal-preparation':
        'El cuidador hace las compras, cocina y deja comidas listas en el refrigerador, según la dieta que indicó el médico, para que su papá no viva de galletas y café.',
      'light-housekeeping':
        'Lavar la ropa y los platos, cambiar las sábanas, sacar la basura: tareas que se acumulan cuando agacharse y cargar cosas se vuelve difícil.',
    },
  },
  hospitals: {
    heading: 'Cuando su ser querido sale del hospital',
    paragraphs: [
      'Dos de los hospitales de la lista de abajo quedan cerca, uno a cada lado del límite del condado. Pida al planificador de altas (discharge planner) o al administrador de casos (case manager) las instrucciones de alta por escrito, y compártalas con nosotros: con ellas organizamos la primera semana, desde los recordatorios de medicamentos hasta el transporte a las citas de seguimiento.',
      'Si quiere, podemos reunirnos con usted en el hospital antes del alta o en la casa esa misma tarde, y reducir las horas a medida que su ser querido recupera fuerzas.',
    ],
  },
  resources: {
    heading: 'Ayuda pública para los adultos mayores de Lithia Springs',
    intro:
      'Aquí los programas públicos para adultos mayores los llevan el condado y la región, no un gobierno municipal.',
    items: {
      empowerline:
        'Empiece por aquí si no sabe a qué puede tener derecho su ser querido, incluido el apoyo para familiares cuidadores.',
      'georgia-adrc':
        'La línea estatal de Georgia para adultos mayores. Pregunte por los programas de Medicaid que ayudan a las personas a seguir viviendo en casa.',
      'va-benefits': `Para un padre o una madre que sirvió en las fuerzas armadas. Si ya recibe atención médica del VA, pregúntele al trabajador social del VA que lo atiende por la ayuda en casa. Para una pensión o el beneficio de Ayuda y Asistencia (Aid and Attendance), el ${gdvs} (Departamento de Servicios para Veteranos de Georgia) ayuda con la solicitud sin costo.`,
    },
  },
  questions: {
    heading: 'Preguntas que escuchamos en Lithia Springs',
    items: [
      {
        question:
          'Nuestra casa está junto al límite con el condado de Cobb. ¿Importa de qué lado esté?',
        answer: `Para nosotros, no: atendemos todo el código postal ${zip} y la zona de ${austell}, al otro lado del límite. Para los programas públicos sí importa, así que pregúntenos a qué oficina llamar.`,
      },
      {
        question:
          'Trabajo todo el día en Atlanta. ¿Puede venir un cuidador mientras estoy en el trabajo?',
        answer: `Sí. El cuidado puede cubrir justo las horas en que usted no está, y puede llamarnos al ${phone} ${businessCopy.phoneReach}.`,
      },
    ],
  },
};

import { payingForCareFacts, type PayingForCareFacts } from '../payingForCareFacts';
import type { PayingForCareContent } from '../payingForCare';

const horas = (count: number) => `${count} ${count === 1 ? 'hora' : 'horas'}`;

/** Las palabras de /es/paying-for-care para estos datos: lo que acepta la agencia las cambia. */
export function payingForCareWords(facts: PayingForCareFacts): PayingForCareContent {
  const { phone, va, vaHomeCare, veteranDirectedCare, georgiaVeterans, medicare } = facts;
  const { waiver, ccsp, source, empowerline, adrc, accepts, pricing } = facts;
  const soleName = (name: string) => name.replace(/ \(.*\)$/, '');
  const licence =
    'Muchas pólizas solo pagan el cuidado de una agencia con licencia: pídanos nuestro número de licencia de Georgia para dárselo a la aseguradora.';
  const waitingList =
    'Puede haber lista de espera, así que conviene llamar pronto. Nosotros no decidimos quién califica: eso lo deciden los programas. Mientras espera, el cuidado que usted paga de su bolsillo puede cubrir ese tiempo.';
  const minimum = pricing.minimumVisitHours;

  return {
    lastReviewedLabel: 'Última revisión:',
    accepts: {
      heading: 'Lo que aceptamos',
      intro:
        'En resumen, así pueden pagarnos las familias. Más abajo en esta página explicamos cada forma de pago.',
      ways: [
        accepts.privatePay
          ? {
              term: 'Pago de su bolsillo',
              answer: 'Sí',
              accepted: true,
              details: [
                'Usted nos paga el cuidado directamente, con ahorros, con sus ingresos o con la ayuda de la familia.',
              ],
            }
          : {
              term: 'Pago de su bolsillo',
              answer: 'No',
              accepted: false,
              details: ['No aceptamos pagos directos de las familias. Llámenos para hablarlo.'],
            },
        accepts.longTermCareInsurance === 'bill-insurer'
          ? {
              term: 'Seguro de cuidado a largo plazo',
              answer: 'Sí, facturamos a la aseguradora',
              accepted: true,
              details: [
                'Nosotros mismos enviamos las facturas y los registros del cuidado a la aseguradora. La familia paga lo que la póliza no cubre.',
                licence,
              ],
            }
          : {
              term: 'Seguro de cuidado a largo plazo',
              answer: 'Sí, por medio de su reclamación',
              accepted: true,
              details: [
                'No facturamos a las aseguradoras. Usted nos paga, y le damos las facturas y los registros del cuidado que pida su aseguradora, para que reclame el beneficio de la póliza.',
                licence,
              ],
            },
        accepts.waiverProvider
          ? {
              term: 'Programa de exención de Medicaid de Georgia (CCSP y SOURCE)',
              answer: 'Sí',
              accepted: true,
              details: [
                `Somos un proveedor inscrito en el ${waiver.name} de Georgia. Si su ser querido califica, puede elegirnos para darle el cuidado que paga el programa.`,
              ],
            }
          : {
              term: 'Programa de exención de Medicaid de Georgia (CCSP y SOURCE)',
              answer: 'No',
              accepted: false,
              details: [
                `No somos un proveedor inscrito en el ${waiver.name} de Georgia, así que ese programa de Medicaid no puede pagar nuestro cuidado. Si su ser querido califica, el programa le paga a una agencia inscrita en él. Mientras espera un lugar, el cuidado que usted paga de su bolsillo puede cubrir ese tiempo.`,
              ],
            },
        accepts.vaCommunityCareProvider
          ? {
              term: 'VA Community Care (atención comunitaria del VA)',
              answer: 'Sí',
              accepted: true,
              details: [
                'Somos proveedores de VA Community Care. Si el Departamento de Asuntos de Veteranos (VA) aprueba el cuidado en casa para un veterano, puede pagarnos ese cuidado: pregúntele por nosotros al trabajador social del VA que atiende al veterano.',
              ],
            }
          : {
              term: 'VA Community Care (atención comunitaria del VA)',
              answer: 'No',
              accepted: false,
              details: [
                `No somos proveedores de VA Community Care, así que el Departamento de Asuntos de Veteranos (VA) no puede pagarnos directamente. La Ayuda y Asistencia del VA (${va.name}) se le paga al veterano, que puede usarla para pagar nuestro cuidado.`,
              ],
            },
        {
          term: medicare.name,
          answer: 'No',
          accepted: false,
          details: [
            `Nuestro cuidado no es médico, y ${medicare.name} no paga el cuidado no médico en casa cuando es el único que se necesita.`,
          ],
        },
      ],
    },
    ways: {
      'private-pay': {
        heading: 'Pagar de su bolsillo',
        paragraphs: [
          'La mayoría de las familias pagan el cuidado en casa de su bolsillo, por lo menos al principio. El dinero suele salir de los ahorros o de los ingresos mensuales de su ser querido. En muchas familias, los hermanos se reparten el costo.',
          'El cuidado se cobra por hora, así que el costo depende del horario: unas horas a la semana cuestan mucho menos que la ayuda diaria. Muchas familias empiezan con poco y suman horas cuando cambian las necesidades.',
          'Al final de la consulta gratuita le damos un precio exacto, así que sabrá cuánto cuesta antes de que empiece el cuidado. Sea cual sea la agencia con la que hable, incluida la nuestra, conviene preguntar:',
        ],
        points: [
          '¿Cuánto cuesta la hora? ¿Cambia el precio de noche, los fines de semana o los días festivos?',
          '¿Hay un mínimo de horas por visita o por semana?',
          '¿Cómo se factura? ¿Cada cuánto llega la cuenta y cómo se paga?',
          '¿Hay que firmar un contrato a largo plazo, o se puede cambiar o cancelar el cuidado cuando haga falta?',
        ],
      },
      'long-term-care-insurance': {
        heading: 'Seguro de cuidado a largo plazo',
        paragraphs: [
          'Si su ser querido tiene un seguro de cuidado a largo plazo, la póliza podría pagar el cuidado en casa, incluida la ayuda para bañarse, vestirse y otras tareas del día. Cada póliza es distinta, así que lo primero es leerla o llamar a la aseguradora.',
          'La mayoría de las pólizas tienen un período de eliminación: un período de espera, contado en días, en el que usted paga el cuidado antes de que la póliza empiece a pagar. Después, la póliza paga hasta una cantidad fija (el beneficio) por día o por mes. Si el cuidado cuesta más, la familia paga la diferencia.',
          accepts.longTermCareInsurance === 'bill-insurer'
            ? 'Las aseguradoras piden constancia del cuidado recibido. Nosotros facturamos directamente a la aseguradora y le enviamos esa constancia.'
            : 'Las aseguradoras piden constancia del cuidado recibido. No facturamos a las aseguradoras: usted nos paga, y le damos las facturas y los registros del cuidado para su reclamación.',
          `${licence} Antes de llamar a la aseguradora, o antes de su consulta con nosotros, reúna:`,
        ],
        points: [
          'El número de póliza y el teléfono que da la aseguradora para las reclamaciones.',
          'La condición para recibir beneficios, es decir, lo que debe cumplirse para que la póliza pague. Muchas veces es necesitar ayuda con dos actividades de la vida diaria, como bañarse y vestirse, o tener un deterioro cognitivo, como la demencia.',
          'Cuántos días dura el período de eliminación y si ya empezó a contar.',
          'El beneficio diario o mensual, y el máximo que la póliza pagará en total.',
        ],
      },
      veterans: {
        heading: 'Beneficios para veteranos',
        paragraphs: [
          `El beneficio de Ayuda y Asistencia del VA (${va.name}) es una cantidad mensual que se suma a una pensión del VA. Es para el veterano que sirvió en tiempo de guerra, o su cónyuge sobreviviente, que necesita la ayuda de otra persona en las actividades del día, como bañarse, vestirse o comer. Ese dinero puede ayudar a pagar el cuidado en casa.`,
          'Que su ser querido califique depende de su servicio militar, de sus ingresos y de sus bienes. Las reglas y las cantidades cambian, así que consulte las vigentes cuando presente la solicitud.',
          `La atención médica del propio VA también puede ayudar en casa, si el veterano está inscrito en ella y necesita ayuda con las actividades del día. Con ${vaHomeCare.name} (auxiliares del hogar y de salud en el hogar), una auxiliar va a la casa a ayudar a bañarse, vestirse y comer. Con ${veteranDirectedCare.name} (cuidado dirigido por el veterano), el veterano recibe un presupuesto para contratar a sus propios ayudantes, incluso a familiares. Los dos los tramita el trabajador social o el equipo de atención primaria del VA que atiende al veterano: pregúnteles a ellos.`,
          accepts.vaCommunityCareProvider
            ? 'Somos proveedores de VA Community Care, así que cuando el VA aprueba el cuidado en casa, puede pagarnos por él.'
            : `No somos proveedores de VA Community Care, así que el VA no nos paga directamente. La Ayuda y Asistencia del VA (${va.name}) se le paga al veterano, que puede usarla para nuestro cuidado.`,
          `La ayuda para presentar la solicitud es gratuita. El ${georgiaVeterans.name} (Departamento de Servicios para Veteranos de Georgia) tiene oficinas en todo el estado, donde un oficial de servicios para veteranos ayuda sin costo con los trámites del VA. Nadie debería cobrarle por llenar la solicitud. Los beneficios pueden tardar, y nuestra consulta es gratuita, así que puede ver cómo sería el cuidado en casa mientras espera.`,
        ],
      },
      medicare: {
        heading: 'Lo que Medicare paga y lo que no',
        paragraphs: [
          `${medicare.name} paga la atención médica en el hogar (home health): cuidado especializado a tiempo parcial o intermitente, como enfermería o terapia física, de una agencia de atención médica en el hogar certificada por ${medicare.name}. Tiene que ordenarlo un médico u otro profesional de la salud autorizado, como una enfermera practicante (nurse practitioner). Su ser querido tiene que estar confinado en casa (es decir, que salir le cueste un gran esfuerzo), y la atención sigue solo mientras necesite ese cuidado especializado, muchas veces mientras se recupera de una enfermedad, una caída o una hospitalización.`,
          `Mientras su ser querido recibe ese cuidado especializado, ${medicare.name} también puede pagar un asistente de salud en el hogar que le ayude con el cuidado personal, como bañarse.`,
          `Por regla general, ${medicare.name} no paga el cuidado no médico en casa, como la ayuda para bañarse y vestirse, las comidas o la compañía, cuando es el único cuidado que su ser querido necesita. Tampoco paga el cuidado en casa las 24 horas.`,
          `Nuestro cuidado no es médico, y no facturamos a ${medicare.name}. Nuestros cuidadores pueden trabajar junto con las enfermeras, los terapeutas y los asistentes que envía la agencia de atención médica en el hogar, y ayudar en las horas y las tareas que sus visitas no cubren.`,
        ],
        points: [
          'Suele estar cubierto: enfermería o terapia especializada a tiempo parcial o intermitente en casa, para una persona confinada en casa, ordenada por un médico u otro profesional de la salud autorizado.',
          'Cubierto solo durante ese cuidado especializado: la ayuda de un asistente de salud en el hogar para bañarse y con otros cuidados personales.',
          'No está cubierto cuando es el único cuidado que se necesita: la ayuda para bañarse o vestirse, las comidas, las tareas de la casa o la compañía.',
          'No está cubierto: el cuidado en casa a toda hora, de día y de noche.',
        ],
      },
      medicaid: {
        heading: 'Los programas de Medicaid de Georgia para el cuidado en casa',
        paragraphs: [
          `El Medicaid de Georgia puede pagar ayuda en casa por medio del ${waiver.name} (programa de exención o waiver para personas mayores y con discapacidad), que incluye el ${ccsp.name} y ${source.name}. Son para adultos mayores y personas con discapacidad que cumplan tanto requisitos médicos, según cuánta ayuda necesitan, como requisitos económicos, según sus ingresos y bienes.`,
          'El requisito médico es estricto: su ser querido tiene que necesitar el nivel de cuidado que da un hogar de ancianos (nursing home), aunque lo reciba en casa.',
          `${soleName(source.name)} es para personas que tienen Medicaid porque reciben Seguridad de Ingreso Suplementario (SSI).`,
          'Algunas familias pagan parte del costo. Si los ingresos de su ser querido pasan de cierto límite, cada mes paga una parte del costo de su cuidado (cost share). Además, el programa está sujeto a la recuperación del patrimonio (estate recovery): cuando su ser querido fallezca, Georgia puede pedir a su patrimonio que devuelva lo que Medicaid gastó en su cuidado. Pregunte por las dos cosas antes de presentar la solicitud.',
          'El programa también ofrece Structured Family Care (cuidado familiar estructurado): un familiar puede recibir un pago como cuidador de su ser querido.',
          accepts.waiverProvider
            ? `Somos un proveedor inscrito en el programa: cuando aprueben a su ser querido, puede elegirnos para darle el cuidado que paga. ${waitingList}`
            : `No somos un proveedor inscrito en el programa, así que no puede pagar nuestro cuidado: les paga a las agencias inscritas en él. ${waitingList}`,
          `Para saber si su ser querido podría calificar, llame a la agencia regional para adultos mayores (Area Agency on Aging). En los condados de Douglas, Cobb y Fulton es ${empowerline.name}, al ${empowerline.phone}. Desde cualquier parte de Georgia, puede llamar a la línea estatal ${adrc.name} al ${adrc.phone}. Cuando llame, le servirá tener a mano:`,
        ],
        points: [
          'Una lista corta de las tareas diarias en las que su ser querido necesita ayuda.',
          'Sus diagnósticos y el nombre de su médico.',
          'Una idea aproximada de sus ingresos mensuales y sus ahorros.',
          'Sus tarjetas de Medicare y de Medicaid, si las tiene.',
        ],
      },
    },
    programsLead: 'Los sitios web oficiales de los programas y sus teléfonos:',
    estimator: {
      heading: 'Calcule el costo del cuidado',
      intro: `Escriba cuántas horas de cuidado a la semana tiene en mente. Verá cuánto cuestan por semana y por mes, desde nuestra tarifa ${pricing.nightsAndWeekendsInRange ? 'por hora más baja' : 'más baja de día entre semana'} hasta la más alta.`,
      hoursLabel: 'Horas de cuidado a la semana',
      hoursHint: [
        `De ${minimum} a 168 horas: la visita más corta es de ${horas(minimum)}.`,
        pricing.liveInByTheDay
          ? 'El cuidado las 24 horas, todos los días, equivale a 168 horas a la semana, con cuidadores que se turnan. El cuidado con un cuidador que vive en la casa se cobra, en cambio, por día.'
          : 'El cuidado las 24 horas, todos los días, equivale a 168 horas a la semana.',
      ].join(' '),
      weekly: 'Por semana',
      monthly: 'Por mes',
      range: (low, high) => `de ${low} a ${high}`,
      outOfRange: (fewest, most) =>
        `Podemos calcular de ${fewest} a ${most} horas a la semana: desde nuestra visita más corta hasta el cuidado las 24 horas. Escriba un número entero de horas dentro de ese rango.`,
      note: 'Son cálculos aproximados, no una cotización. En su consulta gratuita le damos el precio exacto. La calculadora funciona solo en esta página: nada de lo que escriba se envía a ninguna parte.',
      includes: {
        heading: 'Lo que incluyen estas cifras',
        notes: [
          pricing.nightsAndWeekendsInRange
            ? 'Las noches y los fines de semana están incluidos: no cuestan más que la cifra más alta.'
            : 'Las noches y los fines de semana cuestan más que estas cifras, que son para el cuidado de día entre semana.',
          `La visita más corta es de ${horas(minimum)}.`,
          pricing.liveInByTheDay
            ? 'El cuidado con un cuidador que vive en la casa se cobra por día, no por hora: pregúntenos la tarifa diaria.'
            : 'El cuidado con un cuidador que vive en la casa se cobra por hora, como cualquier otro cuidado.',
          pricing.errandMileage === 'per-mile'
            ? 'Llevar a su ser querido a citas o a hacer mandados se cobra por milla, además de la tarifa por hora.'
            : 'Llevar a su ser querido a citas o a hacer mandados no cuesta nada más: está incluido en la tarifa por hora.',
        ],
      },
      tableCaption: 'Costo aproximado de algunos horarios con los que suelen empezar las familias',
      columns: {
        schedule: 'Horario',
        hours: 'Horas a la semana',
        weekly: 'Por semana',
        monthly: 'Por mes',
      },
      schedules: {
        'two-visits': 'Dos visitas de 4 horas a la semana',
        'weekday-mornings': 'Por las mañanas, de lunes a viernes, 4 horas al día',
        'weekday-days': 'De lunes a viernes, 8 horas al día',
        'days-and-weekends': 'Todos los días, de 8 a 9 horas',
      },
    },
    closing: {
      title: 'Veámoslo juntos',
      text: `Decidir cómo pagar el cuidado lleva tiempo, y no tiene que hacerlo solo. Llámenos al ${phone} o envíenos un mensaje para programar una consulta gratuita. Hablaremos de la ayuda que necesita su ser querido, le daremos el precio exacto y, si hay una póliza de cuidado a largo plazo, la revisaremos con usted.`,
    },
  };
}

export const payingForCare: PayingForCareContent = payingForCareWords(payingForCareFacts);

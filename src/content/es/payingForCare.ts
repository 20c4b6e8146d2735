import { dollars } from '../../lib/words';
import { payingForCareFacts, type PayingForCareFacts } from '../payingForCareFacts';
import type { PayingForCareContent } from '../payingForCare';

const horas = (count: number) => `${count} ${count === 1 ? 'hora' : 'horas'}`;
/** "$0.70": dólares y centavos, como se escribe una tarifa por milla en EE. UU. */
const dolaresYCentavos = (amount: number) => `$${amount.toFixed(2)}`;

/** Las palabras de /es/paying-for-care para estos datos: lo que acepta la agencia las cambia. */
export function payingForCareWords(facts: PayingForCareFacts): PayingForCareContent {
  const { phone, va, vaHomeCare, veteranDirectedCare, georgiaVeterans, medicare } = facts;
  const { waiver, ccsp, source, empowerline, adrc, accepts, pricing } = facts;
  const { familyCaregivers, georgiaCares, carrollAgency, pauldingAgency, rules } = facts;
  const soleName = (name: string) => name.replace(/ \(.*\)$/, '');
  const licence =
    'Muchas pólizas solo pagan el cuidado de una agencia con licencia: pídanos nuestro número de licencia de Georgia para dárselo a la aseguradora.';
  const waitingList =
    'Puede haber lista de espera, así que conviene llamar pronto. Nosotros no decidimos quién califica: eso lo deciden los programas. Mientras espera, el cuidado que usted paga de su bolsillo puede cubrir ese tiempo.';
  const minimum = pricing.minimumVisitHours;
  /** La agencia regional de cada condado: a quién llamar por el programa y por la ayuda fuera de él. */
  const agencyFor = (agency: { name: string; phone: string }) =>
    `${agency.name}, al ${agency.phone}`;
  /** Carroll y Paulding, cada una con el número por el que se llega a ella (revisión en español, should-fix 4). */
  const carrollAndPaulding =
    carrollAgency.through && carrollAgency.through === pauldingAgency.through
      ? `En el condado de Carroll es la ${carrollAgency.name}, y en el condado de Paulding, la ${pauldingAgency.name}: a las dos se llega por la línea estatal de Georgia (${adrc.name}), al ${adrc.phone}, que también le comunica con la agencia de cualquier otro condado.`
      : `En el condado de Carroll es la ${agencyFor(carrollAgency)}; en el condado de Paulding, la ${agencyFor(pauldingAgency)}. Desde cualquier parte de Georgia, puede llamar a la línea estatal de Georgia (${adrc.name}) al ${adrc.phone}, que le comunica con la agencia que corresponde a cada condado.`;
  const agencies = `En los condados de Douglas, Cobb y Fulton es ${empowerline.name}, al ${empowerline.phone}. ${carrollAndPaulding}`;
  /** Structured Family Caregiving, siempre con sus condiciones (revisión local, must-fix 2). */
  const structuredFamilyCaregiving =
    'Structured Family Caregiving (cuidado familiar estructurado) le paga a un familiar que vive con su ser querido y lo cuida a tiempo completo, sin otro empleo. Se le paga una cantidad diaria, con capacitación y el apoyo de un asesor de salud (health coach). Ese familiar no puede ser el cónyuge ni el tutor legal de su ser querido.';

  return {
    lastReviewedLabel: 'Última revisión:',
    price: {
      heading: 'Lo que cuesta nuestro cuidado',
      hourly: (amount) => `${amount} la hora`,
      week: (hours, amount) => `${hours} horas a la semana: ${amount}`,
      note: `${pricing.nightsAndWeekendsInRange ? 'Las noches y los fines de semana no cuestan más.' : 'Es el precio de día entre semana: las noches y los fines de semana cuestan más.'} Su consulta gratuita termina con el precio exacto.`,
      otherHours: 'Calcule otras horas',
    },
    accepts: {
      heading: 'Formas de pago que aceptamos',
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
                'No facturamos a las aseguradoras. Usted nos paga, y le damos las facturas y los registros de cuidado que le pida su aseguradora, para que pueda cobrar el beneficio de la póliza.',
                licence,
              ],
            },
        accepts.waiverProvider
          ? {
              term: 'Programa de exención (waiver) de Medicaid de Georgia: CCSP y SOURCE',
              answer: 'Sí',
              accepted: true,
              details: [
                `Somos un proveedor inscrito en el ${waiver.name} de Georgia. Si su ser querido califica, puede elegirnos para darle el cuidado que paga el programa.`,
              ],
            }
          : {
              term: 'Programa de exención (waiver) de Medicaid de Georgia: CCSP y SOURCE',
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
        accepts.medicareAdvantageInHome
          ? {
              term: 'Apoyo en el hogar de Medicare Advantage',
              answer: 'Sí, con algunos planes',
              accepted: true,
              details: [
                'Estamos en la red de algunos planes Medicare Advantage para el apoyo en el hogar que ofrecen. Llame al número que aparece en la tarjeta de afiliado y pregunte si su plan lo cubre y si puede enviarnos a nosotros.',
              ],
            }
          : {
              term: 'Apoyo en el hogar de Medicare Advantage',
              answer: 'No',
              accepted: false,
              details: [
                'No estamos en la red de ningún plan para ese apoyo. Si su plan ofrece apoyo en el hogar, el plan le dirá con qué agencias trabaja.',
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
            : 'Las aseguradoras piden constancia del cuidado recibido. No facturamos a las aseguradoras: usted nos paga, y le damos las facturas y los registros de cuidado para su reclamación.',
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
          `La atención médica del propio VA también puede ayudar en casa, si el veterano está inscrito en ella y necesita ayuda con las actividades del día. Con ${vaHomeCare.name} (ayudantes para las tareas del hogar y asistentes de salud en el hogar), un asistente va a la casa a ayudar al veterano a bañarse, vestirse y comer; según la situación del veterano, puede haber un copago. Con ${veteranDirectedCare.name} (cuidado dirigido por el veterano), donde el VA de la zona lo ofrece, el veterano recibe un presupuesto para contratar a sus propios ayudantes, incluso a familiares. Ambos programas los coordina el trabajador social o el equipo de atención primaria del VA que atiende al veterano: pregúnteles a ellos.`,
          accepts.vaCommunityCareProvider
            ? 'Somos proveedores de VA Community Care, así que cuando el VA aprueba el cuidado en casa, puede pagarnos por él.'
            : `No somos proveedores de VA Community Care, así que el VA no nos paga directamente. La Ayuda y Asistencia del VA (${va.name}) se le paga al veterano, que puede usarla para pagar nuestro cuidado.`,
          `La ayuda para presentar la solicitud es gratuita. El ${georgiaVeterans.name} (Departamento de Servicios para Veteranos de Georgia) tiene oficinas en todo el estado, donde un oficial de servicios para veteranos ayuda sin costo con los trámites del VA. Nadie debería cobrarle por llenar la solicitud. Los beneficios pueden tardar, y nuestra consulta es gratuita, así que puede ver cómo sería el cuidado en casa mientras espera.`,
        ],
      },
      medicare: {
        heading: 'Lo que Medicare paga y lo que no',
        paragraphs: [
          `${medicare.name} paga los servicios de salud en el hogar (home health): cuidado especializado a tiempo parcial o intermitente, como enfermería o fisioterapia, de una agencia de salud en el hogar certificada por ${medicare.name}. Tiene que ordenarlo un médico u otro profesional de la salud autorizado, como una enfermera practicante (nurse practitioner). Su ser querido tiene que estar confinado en casa (es decir, que salir le cueste un gran esfuerzo), y la atención sigue solo mientras necesite ese cuidado especializado, muchas veces mientras se recupera de una enfermedad, una caída o una hospitalización.`,
          `Mientras su ser querido recibe ese cuidado especializado, ${medicare.name} también puede pagar un asistente de salud en el hogar que le ayude con el cuidado personal, como bañarse.`,
          `Por regla general, ${medicare.name} no paga el cuidado no médico en casa (lo que ${medicare.name} llama cuidado de custodia), como la ayuda para bañarse y vestirse, las comidas o la compañía, cuando es el único cuidado que su ser querido necesita. Tampoco paga el cuidado en casa las 24 horas.`,
          `Nuestro cuidado no es médico, y no facturamos a ${medicare.name}. Nuestros cuidadores pueden trabajar junto con las enfermeras, los terapeutas y los asistentes que envía la agencia de salud en el hogar, y ayudar en las horas y las tareas que sus visitas no cubren.`,
        ],
        points: [
          'Suele estar cubierto: enfermería o terapia especializada en casa, a tiempo parcial o intermitente, si la ordena un médico u otro profesional de la salud autorizado y la persona está confinada en casa.',
          'Cubierto solo durante ese cuidado especializado: la ayuda de un asistente de salud en el hogar para bañarse y con otros cuidados personales.',
          'No está cubierto cuando es el único cuidado que se necesita: la ayuda para bañarse o vestirse, las comidas, las tareas de la casa o la compañía.',
          'No está cubierto: el cuidado en casa las 24 horas.',
        ],
      },
      'medicare-advantage': {
        heading: 'Los planes Medicare Advantage y la ayuda en casa',
        paragraphs: [
          `Los planes Medicare Advantage son planes de salud de ${medicare.name} que ofrecen compañías de seguros privadas, en lugar del ${medicare.name} Original. Algunos ofrecen beneficios adicionales que el ${medicare.name} Original no cubre, y algunos ofrecen apoyo en el hogar (in-home support): ayuda con las actividades del día, como bañarse, vestirse, las comidas o las tareas ligeras de la casa. En 2023, 794 planes en todo el país lo ofrecían. Esa cifra cambia cada año, y los planes tanto agregan beneficios adicionales como los recortan.`,
          'Cada plan decide qué cubre y para quién. Un plan puede dar un número fijo de horas al año, solo a los afiliados con ciertas enfermedades y solo con las agencias que el plan elija. Los beneficios cambian cada año, así que lea la Evidencia de Cobertura (Evidence of Coverage) vigente del plan, o llame al número que aparece en la tarjeta de afiliado y pregunte por el apoyo en el hogar.',
          `Elegir un plan es más fácil con ayuda. ${soleName(georgiaCares.name)} es el Programa Estatal de Asistencia sobre Seguros de Salud (SHIP) de Georgia: sus consejeros comparan los planes con usted sin costo y no venden nada. Llame a la línea estatal de Georgia (${adrc.name}) al ${adrc.phone} y pida hablar con ${soleName(georgiaCares.name)}.`,
        ],
      },
      medicaid: {
        heading: 'Los programas de Medicaid de Georgia para el cuidado en casa',
        paragraphs: [
          `El Medicaid de Georgia puede pagar ayuda en casa por medio del ${waiver.name} (programa de exención o waiver para personas mayores y con discapacidad), que incluye el ${ccsp.name} y ${source.name}. Son para adultos mayores y personas con discapacidad que cumplan tanto requisitos médicos, según cuánta ayuda necesitan, como requisitos económicos, según sus ingresos y bienes.`,
          'El requisito médico es estricto: su ser querido tiene que necesitar el nivel de cuidado que da un hogar de ancianos (nursing home), aunque lo reciba en casa.',
          `${soleName(source.name)} es para personas que ya tienen Medicaid completo, muchas veces por medio de la Seguridad de Ingreso Suplementario (SSI).`,
          'Algunas familias pagan parte del costo. Si los ingresos de su ser querido pasan de cierto límite, cada mes paga una parte del costo de su cuidado (cost share). Además, el programa está sujeto a la recuperación del patrimonio (estate recovery): cuando su ser querido fallezca, Georgia puede pedir a su patrimonio que devuelva lo que Medicaid gastó en su cuidado.',
          // Con su cifra y con lo que Georgia cuenta como patrimonio (revisión local, must-fix 2).
          `La recuperación del patrimonio tiene límites. Para el cuidado en casa, se aplica a los afiliados de 55 años o más. Georgia no la aplica mientras viva el cónyuge, o un hijo o una hija menor de 21 años o con una discapacidad. Los patrimonios que valen ${dollars(rules.estateRecoverySmallEstate)} o menos quedan exentos, y una familia en dificultades económicas puede pedir una dispensa (hardship waiver). Georgia cuenta más que lo que pasa por la sucesión (probate): puede incluir una casa de propiedad conjunta, un usufructo vitalicio (life estate) o los bienes de un fideicomiso (trust). Pregunte por la parte del costo y por la recuperación del patrimonio antes de presentar la solicitud, y hable con un abogado especializado en personas mayores (elder law attorney) antes de cambiar a nombre de quién está la casa.`,
          `El programa también puede pagarle a un familiar que cuida. ${structuredFamilyCaregiving}`,
          accepts.waiverProvider
            ? `Somos un proveedor inscrito en el programa: cuando aprueben a su ser querido, puede elegirnos para darle el cuidado que paga el programa. ${waitingList}`
            : `No somos un proveedor inscrito en el programa, así que el programa no puede pagar nuestro cuidado: solo les paga a las agencias inscritas en él. ${waitingList}`,
          `Para saber si su ser querido podría calificar, llame a la agencia regional para adultos mayores (Area Agency on Aging) del condado donde vive su ser querido. ${agencies} Cuando llame, le servirá tener a mano:`,
        ],
        points: [
          'Una lista corta de las tareas diarias en las que su ser querido necesita ayuda.',
          'Sus diagnósticos y el nombre de su médico.',
          'Una idea aproximada de sus ingresos mensuales y sus ahorros.',
          'Sus tarjetas de Medicare y de Medicaid, si las tiene.',
        ],
      },
      'area-agency': {
        heading: 'Ayuda en casa de la agencia regional para adultos mayores que no es de Medicaid',
        paragraphs: [
          'Las agencias regionales para adultos mayores (Area Agencies on Aging) de Georgia también organizan ayuda en casa que no es de Medicaid, para personas de 60 años o más y para los familiares que las cuidan. El dinero no alcanza para todos, así que muchas veces hay lista de espera, y se atiende primero a quienes más lo necesitan. Lo que se ofrece cambia de una zona a otra. Pregunte por:',
        ],
        points: [
          'Ayuda con las tareas del hogar: limpieza ligera y preparación de comidas.',
          'Cuidado personal: ayuda para bañarse y vestirse.',
          'Cuidado de relevo (respite care): un descanso para el familiar que cuida.',
          'Comidas a domicilio, para quien no puede salir con facilidad.',
          'Centros de día para adultos, y grupos de apoyo y capacitación para los familiares que cuidan.',
        ],
        after: [`Llame a la agencia regional del condado donde vive su ser querido. ${agencies}`],
      },
      'family-caregivers': {
        heading: 'Formas de pagarle a un familiar que cuida',
        paragraphs: [
          'Algunos programas le pagan a un familiar por cuidar en casa a su ser querido. Cada uno tiene sus propias reglas sobre a quién se le puede pagar:',
        ],
        points: [
          `${structuredFamilyCaregiving} Forma parte del ${waiver.name} de Georgia, así que su ser querido tiene que calificar para ese programa.`,
          'El cuidado dirigido por el propio afiliado (consumer direction), que también forma parte del programa: su ser querido contrata y dirige a su propio asistente de cuidado personal. Se puede contratar a algunos familiares, como un hijo o una hija adultos, pero nunca al cónyuge; pregúntele al coordinador de cuidado (care coordinator) del programa si se permite en el caso de su ser querido.',
          `${veteranDirectedCare.name} (cuidado dirigido por el veterano), donde el VA de la zona lo ofrece: el veterano recibe un presupuesto para contratar a sus propios ayudantes, incluso a familiares.`,
          // El pago con sus condiciones (revisión local, must-fix 1).
          `El ${soleName(familyCaregivers.name)} (programa de asistencia integral para cuidadores familiares) es para un veterano con una calificación de discapacidad del VA de ${rules.vaCaregiverRating}\u00a0% o más (una sola o combinada), inscrito en la atención médica del VA, que necesita ayuda en persona con su cuidado personal durante al menos ${rules.vaCaregiverMonths} meses seguidos. Un cuidador familiar, como el cónyuge, un hijo o una hija, o alguien que vive con el veterano, recibe capacitación y apoyo. El cuidador familiar principal puede recibir además un pago mensual del VA. Si la calificación de su veterano es más baja, o no tiene ninguna, pregunte por los otros apoyos del VA para los cuidadores familiares.`,
        ],
        after: [
          `Para las opciones del programa de Medicaid, pregunte en la agencia regional del condado donde vive su ser querido. Para las del VA, pregúntele al trabajador social del VA que atiende al veterano o al equipo de apoyo a los cuidadores (caregiver support) de su centro médico del VA. También puede llamar a la Línea de Apoyo para Cuidadores del VA (Caregiver Support Line) al ${familyCaregivers.phone}.`,
        ],
      },
      'checking-an-agency': {
        heading: 'Cómo verificar la licencia de una agencia y cómo presentar una queja',
        paragraphs: [
          'En Georgia, una agencia que envía cuidadores a la casa, ya sea para ayudar a bañarse y vestirse o solo para acompañar, preparar comidas, llevar a la persona en carro o hacer las tareas de la casa, necesita una licencia de proveedor privado de cuidado en el hogar (private home care provider) del Departamento de Salud Comunitaria (Department of Community Health). Antes de elegir una agencia, incluida la nuestra, puede verificar su licencia:',
        ],
        points: [
          'Búsquela en GaMap2Care, el mapa en línea del estado con los proveedores de salud que tienen licencia: puede buscar por el nombre de la agencia, la ciudad o el código postal.',
          'O pídale a la agencia su número de licencia y verifíquelo con la división de Regulación de Centros de Salud (Healthcare Facility Regulation) del departamento.',
        ],
        after: [
          `Si le preocupa el cuidado que da una agencia, puede presentar una queja ante el estado. La división de Regulación de Centros de Salud recibe las quejas sobre los proveedores a los que da licencia, y también sobre los que no la tienen, y su sitio web explica cómo presentarlas. Si cree que una persona mayor sufre maltrato, descuido o explotación en su casa, llame a los Servicios de Protección de Adultos (Adult Protective Services) por la línea estatal de Georgia (${adrc.name}), al ${adrc.phone} (opción ${rules.adultProtectiveServicesOption}). Si alguien está en peligro, llame al 911.`,
        ],
      },
    },
    programsLead:
      'Dónde informarse más (la mayoría de los sitios están en inglés) y a qué teléfonos llamar:',
    programLink: (program) => program.sourceEs || program.source,
    // Los nombres que llevan una explicación en inglés la llevan en español (revisión en español, should-fix 7).
    programName: (program) => program.nameEs || program.name,
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
            ? `Llevar a su ser querido a citas o a hacer mandados se cobra a ${dolaresYCentavos(pricing.errandRatePerMile)} por milla, además de la tarifa por hora.`
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
        'days-and-weekends': 'Todos los días, entre 8 y 9 horas al día',
      },
    },
    closing: {
      title: 'Veámoslo juntos',
      text: `Decidir cómo pagar el cuidado lleva tiempo, y no tiene por qué hacerlo sin ayuda. Llámenos al ${phone} o envíenos un mensaje para programar una consulta gratuita. Hablaremos de la ayuda que necesita su ser querido, le daremos el precio exacto y, si hay una póliza de cuidado a largo plazo, la revisaremos con usted.`,
    },
  };
}

export const payingForCare: PayingForCareContent = payingForCareWords(payingForCareFacts);

import { payingForCareFacts } from '../payingForCareFacts';
import type { PayingForCareContent } from '../payingForCare';

const { phone, va, medicare, waiver, ccsp, source, empowerline, adrc } = payingForCareFacts;

export const payingForCare: PayingForCareContent = {
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
        '¿Hay que firmar un contrato largo, o se puede cambiar o suspender el cuidado cuando haga falta?',
      ],
    },
    'long-term-care-insurance': {
      heading: 'Seguro de cuidado a largo plazo',
      paragraphs: [
        'Si su ser querido tiene un seguro de cuidado a largo plazo, la póliza podría pagar el cuidado en casa, incluida la ayuda para bañarse, vestirse y otras tareas del día. Cada póliza es distinta, así que lo primero es leerla o llamar a la aseguradora.',
        'La mayoría de las pólizas tienen un período de eliminación: un período de espera, contado en días, en el que usted paga el cuidado antes de que la póliza empiece a pagar. Después, la póliza paga hasta un beneficio fijo por día o por mes. Si el cuidado cuesta más, la familia paga la diferencia.',
        'Las aseguradoras piden constancia del cuidado recibido, y podemos ayudarle con los trámites que le pida la suya. Antes de llamar a la aseguradora, o antes de su consulta con nosotros, reúna:',
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
        'Un representante acreditado por el VA puede ayudarle a presentar la solicitud sin costo. Nadie debería cobrarle por llenarla. Los beneficios pueden tardar, y nuestra consulta es gratuita, así que puede ver cómo sería el cuidado en casa mientras espera.',
      ],
    },
    medicare: {
      heading: 'Lo que Medicare paga y lo que no',
      paragraphs: [
        `${medicare.name} paga la atención médica en el hogar: cuidado especializado a tiempo parcial o intermitente, como enfermería o terapia física. Tiene que ordenarlo un médico, su ser querido tiene que estar confinado en casa (es decir, que salir le cueste un gran esfuerzo) y la atención sigue solo mientras necesite ese cuidado especializado, muchas veces mientras se recupera de una enfermedad, una caída o una hospitalización.`,
        `Por regla general, ${medicare.name} no paga el cuidado no médico en casa, como la ayuda para bañarse y vestirse, las comidas o la compañía, cuando es el único cuidado que su ser querido necesita. Tampoco paga el cuidado en casa las 24 horas.`,
        `Nuestro cuidado no es médico, y no facturamos a ${medicare.name}. Nuestros cuidadores pueden trabajar junto con las enfermeras o los terapeutas que indique el médico, y ayudar en las horas y las tareas que sus visitas no cubren.`,
      ],
      points: [
        'Suele estar cubierto: enfermería o terapia especializada a tiempo parcial o intermitente en casa, ordenada por un médico, para una persona confinada en casa.',
        'No está cubierto cuando es el único cuidado que se necesita: la ayuda para bañarse o vestirse, las comidas, las tareas de la casa o la compañía.',
        'No está cubierto: el cuidado en casa a toda hora, de día y de noche.',
      ],
    },
    medicaid: {
      heading: 'Los programas de Medicaid de Georgia para el cuidado en casa',
      paragraphs: [
        `El Medicaid de Georgia puede pagar ayuda en casa por medio del ${waiver.name} (programa de exención para personas mayores y con discapacidad), que incluye el ${ccsp.name} y ${source.name}. Son para adultos mayores y personas con discapacidad que cumplen requisitos médicos, según cuánta ayuda necesitan, y requisitos económicos, según sus ingresos y bienes.`,
        'Puede haber lista de espera, así que conviene llamar pronto. Nosotros no decidimos quién califica: eso lo deciden los programas. Mientras espera, el cuidado que usted paga de su bolsillo puede cubrir ese tiempo.',
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
  estimator: {
    heading: 'Calcule el costo del cuidado',
    intro:
      'Escriba cuántas horas de cuidado a la semana tiene en mente. Verá cuánto cuestan por semana y por mes, desde nuestra tarifa por hora más baja hasta la más alta.',
    hoursLabel: 'Horas de cuidado a la semana',
    hoursHint:
      'De 1 a 168 horas. El cuidado las 24 horas, todos los días, son 168 horas a la semana.',
    weekly: 'Por semana',
    monthly: 'Por mes',
    range: (low, high) => `de ${low} a ${high}`,
    note: 'Son cálculos aproximados, no un presupuesto. Las tarifas varían: las noches, los fines de semana y el cuidado de necesidades más complejas cuestan más. En su consulta gratuita le damos el precio exacto. La calculadora funciona solo en esta página: nada de lo que escriba se envía a ninguna parte.',
    tableCaption: 'Costo aproximado de algunos horarios con los que suelen empezar las familias',
    columns: {
      schedule: 'Horario',
      hours: 'Horas a la semana',
      weekly: 'Por semana',
      monthly: 'Por mes',
    },
    schedules: {
      'two-visits': 'Dos visitas de 4 horas a la semana',
      'weekday-mornings': 'Por las mañanas, de lunes a viernes, 4 horas',
      'weekday-days': 'De lunes a viernes, 8 horas',
      'days-and-weekends': 'Todos los días, de 8 a 9 horas',
    },
  },
  closing: {
    title: 'Veámoslo juntos',
    text: `Decidir cómo pagar el cuidado lleva tiempo, y no tiene que hacerlo solo. Llámenos al ${phone} o envíenos un mensaje para programar una consulta gratuita. Hablaremos de la ayuda que necesita su ser querido, le daremos el precio exacto y, si hay una póliza de cuidado a largo plazo, la revisaremos con usted.`,
  },
};

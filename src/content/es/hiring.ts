import { business } from '../business';
import type * as english from '../hiring';
import type { Translation } from '../translation';
import { businessCopy } from './businessCopy';

export const hiringNotices: Translation<typeof english.hiringNotices> = {
  equalOpportunity: {
    heading: 'Empleador con igualdad de oportunidades',
    text: `${business.name} es un empleador que ofrece igualdad de oportunidades. Al contratar, valoramos la bondad, la habilidad y la responsabilidad de cada persona, y no discriminamos por raza, color, religión, sexo (incluidos el embarazo, la orientación sexual y la identidad de género), origen nacional, edad, discapacidad, información genética, condición de veterano ni por ninguna otra condición protegida por la ley.`,
  },
  backgroundCheck:
    'Enviar su solicitud no autoriza una verificación de antecedentes. Antes de hacerla, le entregamos un aviso por escrito (divulgación), en un documento aparte, y le pedimos su autorización por escrito, como lo exige la Ley federal de Informe Justo de Crédito (Fair Credit Reporting Act, FCRA). Además, la ley de Georgia exige una verificación de antecedentes con huellas digitales para los cuidadores que trabajan con clientes; le explicamos cómo hacerla cuando lleguemos a ese paso.',
};

export const driving: Translation<typeof english.driving> = {
  requirement: `Licencia de conducir vigente, solo para los puestos en los que hay que llevar a clientes en carro. ${businessCopy.mileage}`,
  job: (drives: boolean) =>
    drives
      ? `Lleva a los clientes en su propio carro, así que necesita licencia de conducir vigente. ${businessCopy.mileage}`
      : 'No tiene que llevar a clientes en carro: este puesto no requiere licencia de conducir.',
};

import type * as en from './paymentNoteWords';
import type { Translation } from '../../content/translation';

export const paymentNotes: Translation<typeof en.paymentNotes> = {
  'medicaid-waiver': ({ waiver, local, statewide }) =>
    `No estamos inscritos en el ${waiver} de Georgia (la exención o waiver de Medicaid), así que no puede pagar nuestro cuidado. Su agencia regional para adultos mayores (Area Agency on Aging) le dirá qué agencias paga: en los condados de Douglas, Cobb y Fulton, llame a ${local.name} al ${local.phone}; en el resto de Georgia, a la línea estatal al ${statewide}. Envíe su solicitud de todos modos: podemos hablar de pagar de su bolsillo mientras espera.`,
  veterans: ({ benefit }) =>
    `El VA no puede pagarnos directamente: no somos proveedores de VA Community Care. La Ayuda y Asistencia del VA (${benefit}) se le paga al veterano, que puede usarla para pagar nuestro cuidado; para el cuidado en casa del propio VA, pregúntele al trabajador social del VA que atiende al veterano. Envíe su solicitud de todos modos.`,
  private: ({ phone }) =>
    `No aceptamos pagos directos de las familias. Envíe su solicitud de todos modos, o llámenos al ${phone}: hablaremos de las formas de pago que le pueden servir.`,
  more: 'Cómo pagan las familias el cuidado',
};

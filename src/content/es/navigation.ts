import { footerLinksFor } from '../../config/services';
import { careRequestPath } from '../../config/anchors';
import { paths } from '../../config/paths';
import type * as en from '../navigation';
import type { NavItem } from '../../config/paths';
import type { Translation } from '../translation';
import { serviceNames } from './services';

export const mainNav: NavItem[] = [
  { label: 'Inicio', to: paths.home },
  { label: 'Quiénes somos', to: paths.about },
  { label: 'Servicios', to: paths.services },
  // Price and what Medicare, Medicaid and the VA pay, one tap from the menu.
  { label: 'Costo y Medicare', to: paths.payingForCare },
  { label: 'Empleos', to: paths.careers },
  { label: 'Preguntas', to: paths.faq },
  { label: 'Contacto', to: paths.contact },
];

export const footerQuickLinks: NavItem[] = [
  { label: 'Inicio', to: paths.home },
  { label: 'Quiénes somos', to: paths.about },
  { label: 'Nuestros servicios', to: paths.services },
  { label: 'Cómo pagar el cuidado', to: paths.payingForCare },
  { label: 'Empleos', to: paths.careers },
  { label: 'Contacto', to: paths.contact },
];

export const footerServiceLinks: NavItem[] = footerLinksFor(serviceNames);

// Short, so the header's buttons and the agency's name share a tablet's width; the same words
// as the home page's button.
export const requestCare: NavItem = { label: 'Pida cuidado', to: careRequestPath };

/** The phone menu's toggle and the button that closes it. */
export const menuCopy: Translation<typeof en.menuCopy> = { open: 'Menú', close: 'Cerrar menú' };

import { footerLinksFor } from '../config/services';
import { careRequestPath } from '../config/anchors';
import { paths, type NavItem } from '../config/paths';
import { serviceNames } from './services';

export const mainNav: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About Us', to: paths.about },
  { label: 'Our Services', to: paths.services },
  // Price and what Medicare, Medicaid and the VA pay, one tap from the menu.
  { label: 'Cost & Medicare', to: paths.payingForCare },
  { label: 'Careers', to: paths.careers },
  { label: 'FAQ', to: paths.faq },
  { label: 'Contact', to: paths.contact },
];

export const footerQuickLinks: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About Us', to: paths.about },
  { label: 'Our Services', to: paths.services },
  { label: 'Paying for Care', to: paths.payingForCare },
  { label: 'Careers', to: paths.careers },
  { label: 'Contact', to: paths.contact },
];

export const footerServiceLinks: NavItem[] = footerLinksFor(serviceNames);

export const requestCare: NavItem = { label: 'Request Care', to: careRequestPath };

/** The phone menu's toggle and the button that closes it. */
export const menuCopy = { open: 'Menu', close: 'Close menu' } as const;

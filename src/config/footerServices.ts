import type { ServiceId } from '../content/services';
import { serviceAnchor } from './paths';

/** The services the footer links to, in its order: the same in every language. */
const footerServiceIds: readonly ServiceId[] = [
  'companion-care',
  'personal-care',
  'meal-preparation',
  'alzheimers-support',
  'light-housekeeping',
  'transportation',
];

/** The footer's service links, named as a language's service cards name them. */
export function footerLinksFor(
  services: readonly { id: ServiceId; title: string }[],
): { label: string; to: string }[] {
  return footerServiceIds.map((id) => ({
    label: services.find((service) => service.id === id)?.title ?? id,
    to: serviceAnchor(id),
  }));
}

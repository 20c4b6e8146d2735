import {
  Brain,
  Car,
  ChefHat,
  Coffee,
  HandHeart,
  HeartHandshake,
  House,
  Moon,
  type LucideIcon,
} from 'lucide-react';
import { serviceAnchor } from './paths';

/**
 * The eight services, in the order the site lists them, each with its icon. Ids are the anchors
 * of `/services#<id>` links; each language names the services in `content/services.ts`.
 */
export const serviceIcons = {
  'companion-care': HeartHandshake,
  'personal-care': HandHeart,
  'meal-preparation': ChefHat,
  'alzheimers-support': Brain,
  'light-housekeeping': House,
  transportation: Car,
  'live-in-care': Moon,
  'respite-care': Coffee,
} as const satisfies Record<string, LucideIcon>;

export type ServiceId = keyof typeof serviceIcons;

export const serviceIds = Object.keys(serviceIcons) as ServiceId[];

/** The four services the home page features, in its order: the same in every language. */
export const homeServiceIds = [
  'companion-care',
  'personal-care',
  'meal-preparation',
  'alzheimers-support',
] as const satisfies readonly ServiceId[];

export type HomeServiceId = (typeof homeServiceIds)[number];

/** The services the footer links to, in its order: the same in every language. */
const footerServiceIds: readonly ServiceId[] = [
  'companion-care',
  'personal-care',
  'meal-preparation',
  'alzheimers-support',
  'light-housekeeping',
  'transportation',
];

/** The footer's service links, named as a language names its services. */
export function footerLinksFor(
  names: Readonly<Record<ServiceId, string>>,
): { label: string; to: string }[] {
  return footerServiceIds.map((id) => ({ label: names[id], to: serviceAnchor(id) }));
}

import {
  Award,
  CalendarClock,
  ClipboardList,
  Clock,
  GraduationCap,
  HandHeart,
  Headset,
  Heart,
  House,
  Phone,
  ShieldCheck,
  Sparkles,
  UserCheck,
  Users,
  Wallet,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/**
 * The icon cards of /about and /careers: each list's ids, order and icons, the same in every
 * language. Their titles and texts are in content/about.ts and content/careers.ts, by id.
 */
export const aboutValues = {
  compassion: Heart,
  community: House,
  excellence: Sparkles,
  reliability: Clock,
} as const satisfies Record<string, LucideIcon>;

export const aboutReasons = {
  'licensed-and-insured': ShieldCheck,
  'screened-caregivers': UserCheck,
  'care-plans': ClipboardList,
  support: Phone,
} as const satisfies Record<string, LucideIcon>;

export const careersHighlights = {
  'flexible-scheduling': CalendarClock,
  support: Headset,
} as const satisfies Record<string, LucideIcon>;

export const careersBenefits = {
  pay: Wallet,
  'flexible-scheduling': CalendarClock,
  development: GraduationCap,
  'meaningful-work': HandHeart,
  team: Users,
  recognition: Award,
} as const satisfies Record<string, LucideIcon>;

/** One card's words. */
export interface CardWords {
  readonly title: string;
  readonly text: string;
}

/**
 * A list's words in one language: one card for each id, or the typecheck fails; `null` when the
 * business facts take the card off the page (a claim the owner has not let the site make).
 */
export type CardsWords<Icons> = { readonly [Id in keyof Icons]: CardWords | null };

/** A list's cards in order, each with its icon and its words. */
export function cardsOf<Icons extends Record<string, LucideIcon>>(
  icons: Icons,
  words: CardsWords<Icons>,
): (CardWords & { id: string; icon: LucideIcon })[] {
  return (Object.entries(icons) as [keyof Icons & string, LucideIcon][]).flatMap(([id, icon]) => {
    const card = words[id];
    return card ? [{ id, icon, ...card }] : [];
  });
}

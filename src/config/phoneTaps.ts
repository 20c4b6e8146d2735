/**
 * Taps on a phone or text link, counted for the owner's numbers (see `src/app/phoneTaps.ts` and
 * `netlify/server/intake/phoneTaps.ts`): the page sends a beacon, the function counts it.
 */
export const PHONE_TAP_ENDPOINT = '/api/phone-tap';

/** What a tapped link does, by its scheme. */
export const tapKinds = { 'tel:': 'call', 'sms:': 'text' } as const;

export type TapKind = (typeof tapKinds)[keyof typeof tapKinds];

/** The most a real beacon can be: a page, a kind, a number and the visit's source. */
export const TAP_MAX_BYTES = 4096;

/** The hidden field people never see and bots fill in; checked by the functions. */
export const HONEYPOT_FIELD = 'website';

export function honeypotValue(form: HTMLFormElement | null): string {
  const input = form?.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement ? input.value : '';
}

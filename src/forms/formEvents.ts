import { VISIT_ENDPOINT, type FormStep, type VisitBeacon } from '../config/visits';
import { readVisitSource } from './visitSource';

/**
 * Sends one of the owner's counts (src/config/visits.ts) with where the visit began. The
 * browser sends it on its own time; a browser without beacons, or one that refuses this one,
 * changes nothing for the visitor.
 */
export function sendVisitBeacon(beacon: VisitBeacon): void {
  try {
    navigator.sendBeacon(
      VISIT_ENDPOINT,
      JSON.stringify({ ...readVisitSource(() => sessionStorage), ...beacon }),
    );
  } catch {
    // Beacons off or refused: nothing the form or the page waits for.
  }
}

function formStep(form: string, step: FormStep, field?: string): void {
  sendVisitBeacon({ type: 'form', page: location.pathname, form, step, field });
}

/** The first field of a form was touched (the form calls this once per page view). */
export const formStarted = (form: string) => formStep(form, 'started');

/** A send was refused for these fields: one count per field, by name, never what was typed. */
export function formRefused(form: string, fields: readonly string[]): void {
  for (const field of fields) formStep(form, 'refused', field);
}

/**
 * Counts the sends the browser's own checks stop (a required field left empty, an email
 * address that is not one): each field they mark is named in one count per attempt. Returns
 * the way to stop listening.
 */
export function countRefusals(form: HTMLFormElement, name: string): () => void {
  const fields = new Set<string>();
  const invalid = (event: Event) => {
    const field = (event.target as Partial<HTMLInputElement>).name;
    if (!field) return;
    // One attempt marks every field it refuses in the same task.
    if (fields.size === 0) {
      queueMicrotask(() => {
        formRefused(name, [...fields]);
        fields.clear();
      });
    }
    fields.add(field);
  };
  form.addEventListener('invalid', invalid, true);
  return () => form.removeEventListener('invalid', invalid, true);
}

/** The form was sent and the server took it. */
export const formSent = (form: string) => formStep(form, 'sent');

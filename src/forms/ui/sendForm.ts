import { notify } from './notify';

/** The words a form shows when it sends or fails to. */
export interface FormCopy {
  success: { title: string; description: string };
  failure: { title: string; fallback: string };
}

function visitorMessage(error: unknown): string | undefined {
  const forVisitor = error instanceof Error && (error as { forVisitor?: boolean }).forVisitor;
  return forVisitor ? error.message : undefined;
}

/**
 * Loads the sending code on demand and sends. A chunk that fails to load, a network error or
 * a refusal all end in the failure toast (the server's own words, or the fallback with the
 * phone number) and leave the values where they are. Resolves true when sent: the form then
 * says so itself (SentStatus).
 */
export async function sendForm<V>(
  load: () => Promise<(values: V, form: HTMLFormElement | null) => Promise<void>>,
  values: V,
  form: HTMLFormElement | null,
  copy: FormCopy,
): Promise<boolean> {
  try {
    const send = await load();
    await send(values, form);
    notify.sent();
    return true;
  } catch (error) {
    notify.failed({
      title: copy.failure.title,
      description: visitorMessage(error) ?? copy.failure.fallback,
    });
    return false;
  }
}

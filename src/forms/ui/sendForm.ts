import type { FormReply, SendOptions } from '../../api/postForm';
import { notify } from './notify';

/** The words a form shows when it sends or fails to. */
export interface FormCopy {
  success: {
    /** The sent state's heading, and the heading of the page a post without JavaScript gets. */
    title: string;
    description: string;
    /** The button that brings back an empty form after a send. */
    again: string;
  };
  failure: { title: string; fallback: string };
  /** Its page for a post without JavaScript: the sent state says its lines too. */
  pages: { sent: { details: readonly string[] } };
}

/** Sends one form's answers; a form with a file reads it from the form itself. */
export type Sender<V> = (
  values: V,
  form: HTMLFormElement | null,
  options?: SendOptions,
) => Promise<FormReply>;

/** How a send ended: sent (or kept) with the server's answer, stopped by the visitor, or not. */
export type SendOutcome = { sent: FormReply } | { cancelled: true } | { failed: true };

function visitorMessage(error: unknown): string | undefined {
  const forVisitor = error instanceof Error && (error as { forVisitor?: boolean }).forVisitor;
  return forVisitor ? error.message : undefined;
}

/**
 * Loads the sending code on demand and sends. A chunk that fails to load, a network error or
 * a refusal all end in the failure toast (the server's own words, or the fallback with the
 * phone number) and leave the values where they are; so does a send the visitor stopped, without
 * a toast. When sent, the form gives way to what it says (SentState).
 */
export async function sendForm<V>(
  load: () => Promise<Sender<V>>,
  values: V,
  form: HTMLFormElement | null,
  copy: FormCopy,
  options: SendOptions = {},
): Promise<SendOutcome> {
  try {
    const send = await load();
    const reply = await send(values, form, options);
    notify.sent();
    return { sent: reply };
  } catch (error) {
    if (options.signal?.aborted) return { cancelled: true };
    notify.failed({
      title: copy.failure.title,
      description: visitorMessage(error) ?? copy.failure.fallback,
    });
    return { failed: true };
  }
}

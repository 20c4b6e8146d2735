import type { FormReply, SendOptions } from '../../api/postForm';

/** The words a form shows when it sends or fails to. */
export interface FormCopy {
  success: {
    /** The sent state's heading, and the heading of the page a post without JavaScript gets. */
    title: string;
    description: string;
    /** The button that brings back an empty form after a send. */
    again: string;
  };
  /** What a failed send says in the form, by its send button (SendFailed). */
  failure: {
    title: string;
    /** Said when the server gave no words of its own (it was down, or the network failed). */
    fallback: string;
    /** That nothing is lost. */
    kept: string;
    /** The same, when a file was chosen: for a form that takes one. */
    keptWithFile?: string;
    /** The button that sends the same answers again. */
    retry: string;
  };
  /** Its page for a post without JavaScript: the sent state says its lines too. */
  pages: { sent: { details: readonly string[] } };
}

/** Sends one form's answers; a form with a file reads it from the form itself. */
export type Sender<V> = (
  values: V,
  form: HTMLFormElement | null,
  options?: SendOptions,
) => Promise<FormReply>;

/**
 * How a send ended: sent (or kept) with the server's answer, stopped by the visitor, or not,
 * with what to tell the visitor.
 */
export type SendOutcome = { sent: FormReply } | { cancelled: true } | { failed: string };

function visitorMessage(error: unknown): string | undefined {
  const forVisitor = error instanceof Error && (error as { forVisitor?: boolean }).forVisitor;
  return forVisitor ? error.message : undefined;
}

/**
 * Loads the sending code on demand and sends. A chunk that fails to load, a network error or
 * a refusal all end as `failed` with what to say (the server's own words, or the fallback with
 * the phone number), which the form shows by its send button (SendFailed), leaving the values
 * where they are; so does a send the visitor stopped, with nothing to say. When sent, the form
 * gives way to what it says (SentState).
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
    return { sent: await send(values, form, options) };
  } catch (error) {
    if (options.signal?.aborted) return { cancelled: true };
    return { failed: visitorMessage(error) ?? copy.failure.fallback };
  }
}

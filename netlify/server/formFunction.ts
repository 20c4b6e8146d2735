import type { Context } from '@netlify/functions';
import { runWithAlerts, runtimeDeps } from './runtime';
import { formOf } from './shared/forms';
import { handleSubmission } from './intake/submission';
import { jsonReply } from './intake/responses';
import { messageIn, visitorLanguage } from './intake/visitorLanguage';

/**
 * The Netlify Function of every form, at `/api/<form>`: the form named by the path, its
 * configuration read per request, then the shared flow. A name no form has is a stranger's
 * guess: 404, before anything is read or any alert is counted.
 */
export async function formFunction(request: Request, context?: Context) {
  const name =
    context?.params?.form ?? new URL(request.url).pathname.split('/').filter(Boolean).pop() ?? '';
  if (!formOf(name)) {
    return jsonReply(404, {
      ok: false,
      message: messageIn('unsupported', visitorLanguage(request)),
    });
  }
  const deps = runtimeDeps(context);
  return runWithAlerts(context, deps.stores, () => handleSubmission(request, name, deps));
}

import { business } from '#src/content/business';
import type { Inbox } from '#src/forms/staffSide';
import { followUpSetup, type FollowUpSetup } from '../shared/followUpSetup';

/** Where and how the functions send mail, read once per request from the environment. */
export interface MailConfig {
  token?: string;
  /** Base URL of Postmark's API, overridable so tests can talk to a local stand-in. */
  apiUrl: URL;
  from?: string;
  /** Staff inboxes, by the environment variable that names each (a form's `inbox`). */
  to: Record<Inbox, string | undefined>;
  /** A second inbox (the owner's) for a lead whose staff email bounced: `MAIL_TO_FALLBACK`. */
  fallback?: string;
  /** Where the weekly lead report goes: `MAIL_TO_REPORTS`, else the care inbox. */
  reports?: string;
  /** Where "not called back yet" reminders go: `MAIL_TO_ESCALATION`, else each form's inbox. */
  escalation?: string;
  outboxDir: string;
  /**
   * Where visitors' acknowledgements go out: their own Postmark message stream, and their own
   * server when a token is given, so bounces or a pause there never touch staff mail.
   */
  acknowledgements: { stream: string; token?: string };
  /** Running on Netlify itself, where a missing token is an error, never a silent drop. */
  onNetlify: boolean;
  /** How staff emails' "Called back?" links are signed, or what is missing for them. */
  followUp: FollowUpSetup;
}

const POSTMARK_API = 'https://api.postmarkapp.com';

/**
 * Addresses for local runs, so `npm run dev` works with no setup: the emails only ever land
 * in the outbox folder there. On Netlify nothing is assumed: a missing address is an error.
 */
const domain = business.email.split('@')[1];
const localFrom = `${business.name} Website <website@${domain}>`;

/** Every staff inbox a form may name, with its address for local runs. */
const localInboxes: Record<Inbox, string> = {
  MAIL_TO_CARE: business.email,
  MAIL_TO_CAREERS: `careers@${domain}`,
};

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * @param deployContext Netlify's `context.deploy.context`: empty in the local emulation
 *   (`npm run dev`, `npm run preview`), "production", "deploy-preview" or "branch-deploy" on
 *   Netlify.
 */
export function readMailConfig(env: NodeJS.ProcessEnv, deployContext?: string): MailConfig {
  // The local emulation passes an empty deploy context; Netlify names it.
  const onNetlify = Boolean(deployContext) && deployContext !== 'dev';
  const local = (value: string) => (onNetlify ? undefined : value);
  const to = Object.fromEntries(
    Object.entries(localInboxes).map(([name, address]) => [
      name,
      present(env[name]) ?? local(address),
    ]),
  ) as MailConfig['to'];
  return {
    token: present(env.POSTMARK_SERVER_TOKEN),
    apiUrl: new URL(present(env.POSTMARK_API_URL) ?? POSTMARK_API),
    from: present(env.MAIL_FROM) ?? local(localFrom),
    to,
    fallback: present(env.MAIL_TO_FALLBACK),
    reports: present(env.MAIL_TO_REPORTS) ?? to.MAIL_TO_CARE,
    escalation: present(env.MAIL_TO_ESCALATION),
    outboxDir: present(env.MAIL_OUTBOX_DIR) ?? '.outbox',
    acknowledgements: {
      stream: present(env.POSTMARK_ACK_STREAM) ?? 'acknowledgements',
      token: present(env.POSTMARK_ACK_SERVER_TOKEN),
    },
    onNetlify,
    followUp: followUpSetup(env, deployContext),
  };
}

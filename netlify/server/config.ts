/** Where and how the functions send mail, read once per request from the environment. */
export interface MailConfig {
  token?: string;
  /** Base URL of Postmark's API, overridable so tests can talk to a local stand-in. */
  apiUrl: URL;
  from?: string;
  to: { care?: string; careers?: string };
  outboxDir: string;
  /** Running on Netlify itself, where a missing token is an error, never a silent drop. */
  onNetlify: boolean;
}

const POSTMARK_API = 'https://api.postmarkapp.com';

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * @param deployContext Netlify's `context.deploy.context`: "dev" in the local emulation,
 *   "production", "deploy-preview" or "branch-deploy" on Netlify.
 */
export function readMailConfig(env: NodeJS.ProcessEnv, deployContext?: string): MailConfig {
  const onNetlify =
    Boolean(env.AWS_LAMBDA_FUNCTION_NAME) ||
    (deployContext !== undefined && deployContext !== 'dev');
  return {
    token: present(env.POSTMARK_SERVER_TOKEN),
    apiUrl: new URL(present(env.POSTMARK_API_URL) ?? POSTMARK_API),
    from: present(env.MAIL_FROM),
    to: { care: present(env.MAIL_TO_CARE), careers: present(env.MAIL_TO_CAREERS) },
    outboxDir: present(env.MAIL_OUTBOX_DIR) ?? '.outbox',
    onNetlify,
  };
}

import type { Context } from '@netlify/functions';
import { readMailConfig } from './config';
import { chooseMailer } from './mail';
import { openSubmissionStore } from './store';

/** What every function builds per call from its environment and Netlify's context. */
export function runtimeDeps(context?: Context) {
  const deployContext = context?.deploy?.context;
  const config = readMailConfig(process.env, deployContext);
  return {
    config,
    mailer: chooseMailer(config),
    store: openSubmissionStore(deployContext),
    siteOrigin: siteOrigin(process.env),
    acknowledge: true,
  };
}

function siteOrigin(env: NodeJS.ProcessEnv): string | undefined {
  try {
    return new URL(env.SITE_URL || env.URL || '').origin;
  } catch {
    return undefined;
  }
}

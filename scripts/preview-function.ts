import process from 'node:process';
import { schedulersCall } from '../netlify/server/shared/scheduled.ts';

/**
 * Calls one of the functions of a running `npm run preview` (on PORT, default 8888) the way
 * Netlify's scheduler would, for the scripts that show a maintainer what it did. Exits with a
 * one-line reason when no preview answers or the function fails.
 */
export async function callPreviewFunction(name: string, query = ''): Promise<Response> {
  const port = Number(process.env.PORT ?? 8888);
  let response: Response;
  try {
    response = await fetch(
      `http://localhost:${port}/.netlify/functions/${name}${query}`,
      schedulersCall(),
    );
  } catch {
    console.error(`No preview answers on port ${port}. Start one with \`npm run preview\` first.`);
    process.exit(1);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    console.error(`The ${name} function failed: HTTP ${response.status}. ${text.slice(0, 200)}`);
    process.exit(1);
  }
  return response;
}

/**
 * `npm run lead-report`: the last 7 and 30 days of leads, by form and by source, from the
 * store of a running `npm run preview` (on PORT, default 8888), through the weekly report's
 * own function. With `-- --email`, it also emails the report now, as Monday's run would.
 */
import process from 'node:process';

const port = Number(process.env.PORT ?? 8888);
const send = process.argv.includes('--email') ? '&send' : '';
const url = `http://localhost:${port}/.netlify/functions/lead-report?print${send}`;

let response: Response;
try {
  response = await fetch(url, { method: 'POST' });
} catch {
  console.error(`No preview answers on port ${port}. Start one with \`npm run preview\` first.`);
  process.exit(1);
}
const text = await response.text();
if (!response.ok) {
  console.error(`The lead report failed: HTTP ${response.status}. ${text.slice(0, 200)}`);
  process.exit(1);
}
process.stdout.write(text);

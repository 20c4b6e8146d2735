/**
 * `npm run redeliver`: one redelivery pass in the store of a running `npm run preview` (on
 * PORT, default 8888), through the scheduled function itself, as Netlify would run it.
 * Prints how many were sent, are still pending, and are held. With `-- --now`, submissions
 * waiting out their backoff are tried at once (after fixing what made them fail).
 */
import process from 'node:process';

const port = Number(process.env.PORT ?? 8888);
const now = process.argv.includes('--now') ? '?now' : '';
const url = `http://localhost:${port}/.netlify/functions/redeliver${now}`;

let response: Response;
try {
  response = await fetch(url, { method: 'POST' });
} catch {
  console.error(`No preview answers on port ${port}. Start one with \`npm run preview\` first.`);
  process.exit(1);
}
const report = (await response.json().catch(() => undefined)) as
  | { sent: number; pending: number; held: number; deleted: number; oldestPendingMinutes: number }
  | undefined;
if (!response.ok || !report) {
  console.error(`The redelivery pass failed: HTTP ${response.status}.`);
  process.exit(1);
}
console.log(
  `sent ${report.sent} · pending ${report.pending} (oldest ${report.oldestPendingMinutes} min) · held ${report.held} · deleted ${report.deleted}`,
);

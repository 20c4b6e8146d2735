/**
 * `npm run redeliver`: one redelivery pass in the store of a running `npm run preview` (on
 * PORT, default 8888), through the scheduled function itself, as Netlify would run it.
 * Prints how many were sent, are still pending, and are held. With `-- --now`, submissions
 * waiting out their backoff are tried at once (after fixing what made them fail).
 */
import process from 'node:process';
import { callPreviewFunction } from './preview-function.ts';

const now = process.argv.includes('--now') ? '?now' : '';
const response = await callPreviewFunction('redeliver', now);
const report = (await response.json().catch(() => undefined)) as
  | { sent: number; pending: number; held: number; deleted: number; oldestPendingMinutes: number }
  | undefined;
if (!report) {
  console.error('The redelivery pass answered without its report.');
  process.exit(1);
}
console.log(
  `sent ${report.sent} · pending ${report.pending} (oldest ${report.oldestPendingMinutes} min) · held ${report.held} · deleted ${report.deleted}`,
);

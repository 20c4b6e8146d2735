/**
 * `npm run lead-report`: the last 13 weeks of leads, week by week, and the last 7 and 30 days by
 * form and by source, from the store of a running `npm run preview` (on PORT, default 8888),
 * through the weekly report's own function. With `-- --email`, it also emails the report now,
 * as Monday's run would.
 */
import process from 'node:process';
import { callPreviewFunction } from './preview-function.ts';

const send = process.argv.includes('--email') ? '&send' : '';
const response = await callPreviewFunction('lead-report', `?print${send}`);
process.stdout.write(await response.text());

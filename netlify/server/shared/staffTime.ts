import { business } from '#src/content/business';

/** Staff are in Douglasville: every time in their email is Eastern, whatever the server's zone. */
const zone = { timeZone: business.timeZone };

/** "Saturday, November 21, 2026 at 6:24 PM": when a late email was first sent by the visitor. */
export const staffDateLong = new Intl.DateTimeFormat('en-US', {
  ...zone,
  dateStyle: 'full',
  timeStyle: 'short',
});

/** "Nov 21, 2026, 6:24 PM": one line of the held digest. */
export const staffDateShort = new Intl.DateTimeFormat('en-US', {
  ...zone,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "10:05 AM": the time of day, as a reminder says when it was sent. */
export const staffClock = new Intl.DateTimeFormat('en-US', {
  ...zone,
  hour: 'numeric',
  minute: '2-digit',
});

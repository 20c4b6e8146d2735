import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** Only for local runs and tests: a deploy has a secret of its own (see `hashSecret`). */
const LOCAL_SECRET = 'hearthside-local-development';

/**
 * The secret that keys the hashes of addresses kept in the store's key names. A bare SHA-256 of
 * an email or an IP address is reversed by guessing; with a key it is not. `ADDRESS_HASH_SECRET`
 * when set, else the Postmark token every deploy already keeps secret.
 */
export function hashSecret(env: NodeJS.ProcessEnv): string {
  return env.ADDRESS_HASH_SECRET?.trim() || env.POSTMARK_SERVER_TOKEN?.trim() || LOCAL_SECRET;
}

/** A one-way name for `text`, the same for the same text under the same secret. */
export function keyedHash(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex').slice(0, 32);
}

/** Where Netlify puts the client's address (`context.ip` is read from it). */
export const CLIENT_ADDRESS_HEADER = 'x-nf-client-connection-ip';

/** The first 64 bits of an IPv6 address, written out in full: one household's network. */
function ipv6Network(address: string): string {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return groups
    .slice(0, 4)
    .map((group) => group.padStart(4, '0'))
    .join(':');
}

/**
 * Who is posting, as far as budgets go: an IPv4 address, or an IPv6 /64 (one connection hands
 * its devices a whole /64, so a single address would be a new client per device). Unknown, all
 * such posts are one client.
 */
export function clientOf(address: string | null | undefined): string {
  const plain = (address ?? '').trim().toLowerCase();
  const mapped = plain.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (mapped) return mapped;
  if (isIPv4(plain)) return plain;
  if (isIPv6(plain)) return `${ipv6Network(plain)}::/64`;
  return 'unknown';
}

import type { TapKind } from '#src/config/phoneTaps';

/**
 * How a tap on the site's phone and text links is kept: one key per tap whose name holds all
 * that is counted (day, kind, whose number, language, page, kind of source) and nothing about
 * the person. The phone-tap function writes them; the lead report reads them.
 */

/** The second part of a tap's key, where a lead's has its form (never `~…`). */
const TAP = '~tap';

/** Whose number was tapped: the office's, or a public service's named on a place page. */
type TapTarget = 'office' | 'other';

export interface TapFacts {
  day: string;
  kind: TapKind;
  target: TapTarget;
  language: string;
  /** A page of the site, or `other`: free text from a stranger never names a key. */
  page: string;
  source: string;
}

const part = encodeURIComponent;

export function tapKey(tap: TapFacts, id: string): string {
  return [tap.day, TAP, tap.kind, tap.target, tap.language, tap.page, tap.source, id]
    .map(part)
    .join('/');
}

/** A tap's facts from its key, or `undefined` for a key that is not a tap's. */
export function tapOfKey(key: string): TapFacts | undefined {
  const parts = key.split('/');
  if (parts[1] !== TAP || parts.length !== 8) return undefined;
  try {
    const [day = '', , kind, target, language = '', page = '', source = ''] =
      parts.map(decodeURIComponent);
    if (kind !== 'call' && kind !== 'text') return undefined;
    if (target !== 'office' && target !== 'other') return undefined;
    return { day, kind, target, language, page, source };
  } catch {
    return undefined;
  }
}

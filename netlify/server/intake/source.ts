import {
  FORM_PAGE_FIELD,
  SOURCE_MAX,
  campaignParams,
  clickIdParams,
  type VisitSource,
} from '#src/forms/source';
import { oneLine } from '../mail/emails';

/** Text as staff may read it: no control or direction characters, trimmed and bounded. */
function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const clean = oneLine(value).slice(0, SOURCE_MAX);
  return clean || undefined;
}

/** A path of this site: from `/`, no host, no query (which could carry someone's details). */
function sitePath(value: unknown): string | undefined {
  const raw = text(value);
  if (!raw?.startsWith('/') || raw.startsWith('//')) return undefined;
  return new URL(raw, 'https://site.invalid').pathname.slice(0, SOURCE_MAX);
}

/** Another site's page, as origin and path only. */
function webPage(value: unknown): string | undefined {
  const raw = text(value);
  if (!raw || !URL.canParse(raw)) return undefined;
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return `${url.origin}${url.pathname}`.slice(0, SOURCE_MAX);
}

/** The Referer's path: the page a form was posted from, for a post that did not say. */
function refererPath(request: Request): string | undefined {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return undefined;
  const { pathname } = new URL(referer);
  // The language prefix stays: staff see which version of the page it was.
  return sitePath(pathname);
}

/**
 * Where the lead came from, from the fields the page sent: each value checked for its kind and
 * bounded, anything else dropped. Staff read it; it is never a reason to refuse a form.
 */
export function sourceOf(fields: Record<string, unknown>, request: Request): VisitSource {
  const source: VisitSource = {
    formPage: sitePath(fields[FORM_PAGE_FIELD]) ?? refererPath(request),
    landingPage: sitePath(fields.landingPage),
    referrer: webPage(fields.referrer),
    ...Object.fromEntries(
      Object.values(campaignParams).map((field) => [field, text(fields[field])]),
    ),
    clickId: clickIdParams.find((name) => name === fields.clickId),
  };
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined),
  ) as VisitSource;
}

import {
  SOURCE_KEY,
  SOURCE_MAX,
  campaignParams,
  clickIdParams,
  sourceFields,
  type VisitSource,
} from './source';

/**
 * Notes where this visit began, once per tab: the first page, the page that linked here (its
 * origin and path only) and any campaign parameters. Later pages of the visit leave it alone.
 */
export function recordVisitSource(
  at: Pick<Location, 'pathname' | 'search' | 'origin'>,
  referrer: string,
  tabStorage: () => Storage,
): void {
  try {
    // Read inside the try: a browser that blocks storage throws on the mere access.
    const storage = tabStorage();
    if (storage.getItem(SOURCE_KEY) !== null) return;
    const params = new URLSearchParams(at.search);
    const source: VisitSource = { landingPage: at.pathname.slice(0, SOURCE_MAX) };
    const from = URL.canParse(referrer) ? new URL(referrer) : undefined;
    if (from && from.origin !== at.origin) {
      source.referrer = `${from.origin}${from.pathname}`.slice(0, SOURCE_MAX);
    }
    for (const [param, field] of Object.entries(campaignParams)) {
      const value = params.get(param)?.trim();
      if (value) source[field] = value.slice(0, SOURCE_MAX);
    }
    const click = clickIdParams.find((name) => params.has(name));
    if (click) source.clickId = click;
    storage.setItem(SOURCE_KEY, JSON.stringify(source));
  } catch {
    // Storage refused (a private window, a full quota): the form's page still travels.
  }
}

/** What was noted for this visit, as form fields; empty when nothing was. */
export function readVisitSource(tabStorage: () => Storage): Record<string, string> {
  try {
    const saved: unknown = JSON.parse(tabStorage().getItem(SOURCE_KEY) ?? '{}');
    if (typeof saved !== 'object' || saved === null) return {};
    const entries = Object.entries(saved).filter(
      ([key, value]) =>
        (sourceFields as readonly string[]).includes(key) && typeof value === 'string',
    );
    return Object.fromEntries(entries) as Record<string, string>;
  } catch {
    return {};
  }
}

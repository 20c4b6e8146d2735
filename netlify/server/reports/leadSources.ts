import type { VisitSource } from '#src/forms/source';

/**
 * Where a lead or a tap came from, as the owner's counts keep it: a short label from a fixed
 * vocabulary, never free text a stranger wrote into a link.
 */
const searchEngines = ['google', 'bing', 'duckduckgo', 'yahoo'];
const socialSites = ['facebook', 'instagram', 'linkedin', 'nextdoor', 'x', 'twitter'];
const clickSources: Record<string, string> = {
  gclid: 'google / paid',
  fbclid: 'facebook / click',
  msclkid: 'bing / paid',
};

/**
 * The campaign labels a count may hold: anything else a link's `utm_source` or `utm_medium`
 * says is `other`. The labels are free text anyone can put in a link, and counts are kept 13
 * months in key names: no one's details, and no key too long to write, can come from them.
 */
const campaignSources = new Set([
  ...searchEngines,
  ...socialSites,
  'newsletter',
  'email',
  'yelp',
  'caring.com',
  'agingcare',
  'gbp',
  'google-business-profile',
  'flyer',
  'qr',
]);
const campaignMediums = new Set([
  'cpc',
  'ppc',
  'paid',
  'organic',
  'social',
  'email',
  'referral',
  'display',
  'print',
  'qr',
]);
const known = (value: string | undefined, vocabulary: Set<string>) => {
  const plain = value?.trim().toLowerCase();
  if (!plain) return undefined;
  return vocabulary.has(plain) ? plain : 'other';
};
/** A referring host as counts keep it: a plain name, else `other`. */
const plainHost = (host: string) =>
  /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) && host.length <= 60 ? host : 'other';

/** A kind of source, as owners read them: `google / cpc`, `facebook / social`, `(direct)`. */
export function sourceKind(source: VisitSource | undefined): string {
  if (source?.utmSource) {
    return [known(source.utmSource, campaignSources), known(source.utmMedium, campaignMediums)]
      .filter(Boolean)
      .join(' / ');
  }
  if (source?.clickId) return clickSources[source.clickId] ?? 'ad click';
  if (source?.referrer && URL.canParse(source.referrer)) {
    const host = new URL(source.referrer).hostname.replace(/^(www|m|l|lm)\./, '');
    const name = host.split('.').slice(-2, -1)[0] ?? host;
    if (searchEngines.includes(name)) return `${name} / organic`;
    if (socialSites.includes(name)) return `${name} / social`;
    return `${plainHost(host)} / referral`;
  }
  return '(direct)';
}

const REFERRAL = ' / referral';

/**
 * A kind of source as the visit and tap counts keep it, where a referring site is named only if
 * the counts' vocabulary names it (`yelp / referral`, `caring.com / referral`), else
 * `other / referral`: each new host would be a row of the owner's report. Leads keep the host
 * they came from; the funnel puts them in these rows, beside their visits.
 */
export function countedKind(kind: string): string {
  if (!kind.endsWith(REFERRAL)) return kind;
  const host = kind.slice(0, -REFERRAL.length);
  const known = [host, host.split('.').at(-2)].find(
    (name) => name !== undefined && sourceKind({ utmSource: name }) === name,
  );
  return `${known ?? 'other'}${REFERRAL}`;
}

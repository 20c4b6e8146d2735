/**
 * Where a lead came from, as the page records it on the first page of a visit and sends it
 * with a form: no cookie, no third party, kept in the tab's sessionStorage only.
 */
export const SOURCE_KEY = 'hearthside:visit-source';

/** The longest value kept of any of them: a campaign name, a path, a referring page. */
export const SOURCE_MAX = 200;

/** The campaign parameters of a link, and the field each travels in. */
export const campaignParams = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const;

/** Ad click ids: only which one was present is kept, never its value. */
export const clickIdParams = ['gclid', 'fbclid', 'msclkid'] as const;

/** The page a form was sent from: a hidden field, so it travels without JavaScript too. */
export const FORM_PAGE_FIELD = 'formPage';

export const sourceFields = [
  FORM_PAGE_FIELD,
  'landingPage',
  'referrer',
  ...Object.values(campaignParams),
  'clickId',
] as const;

type SourceField = (typeof sourceFields)[number];
export type VisitSource = Partial<Record<SourceField, string>>;

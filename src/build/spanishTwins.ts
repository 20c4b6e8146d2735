// Written by `npm run twins` from the folders; scripts/spanish-twins.test.ts holds it current.
/**
 * The Spanish copy is complete: this compiles only if every twin exports every name of its
 * English module, translated to the same shape, and nothing more. It is never imported; the
 * typecheck reads it.
 */
import type { ExtraExports, NoExtraExports } from '../content/translation';
import type * as en_about from '../content/about';
import type * as es_about from '../content/es/about';
import type * as en_accessibility from '../content/accessibility';
import type * as es_accessibility from '../content/es/accessibility';
import type * as en_acknowledgement from '../content/acknowledgement';
import type * as es_acknowledgement from '../content/es/acknowledgement';
import type * as en_apply from '../content/apply';
import type * as es_apply from '../content/es/apply';
import type * as en_areas from '../content/areas';
import type * as es_areas from '../content/es/areas';
import type * as en_businessCopy from '../content/businessCopy';
import type * as es_businessCopy from '../content/es/businessCopy';
import type * as en_callLanguageWords from '../content/callLanguageWords';
import type * as es_callLanguageWords from '../content/es/callLanguageWords';
import type * as en_careers from '../content/careers';
import type * as es_careers from '../content/es/careers';
import type * as en_confirmation from '../content/confirmation';
import type * as es_confirmation from '../content/es/confirmation';
import type * as en_contact from '../content/contact';
import type * as es_contact from '../content/es/contact';
import type * as en_faq from '../content/faq';
import type * as es_faq from '../content/es/faq';
import type * as en_forms from '../content/forms';
import type * as es_forms from '../content/es/forms';
import type * as en_hiring from '../content/hiring';
import type * as es_hiring from '../content/es/hiring';
import type * as en_home from '../content/home';
import type * as es_home from '../content/es/home';
import type * as en_locale from '../content/locale';
import type * as es_locale from '../content/es/locale';
import type * as en_navigation from '../content/navigation';
import type * as es_navigation from '../content/es/navigation';
import type * as en_openings from '../content/openings';
import type * as es_openings from '../content/es/openings';
import type * as en_pages from '../content/pages';
import type * as es_pages from '../content/es/pages';
import type * as en_payingForCare from '../content/payingForCare';
import type * as es_payingForCare from '../content/es/payingForCare';
import type * as en_photoAlts from '../content/photoAlts';
import type * as es_photoAlts from '../content/es/photoAlts';
import type * as en_placePage from '../content/placePage';
import type * as es_placePage from '../content/es/placePage';
import type * as en_privacy from '../content/privacy';
import type * as es_privacy from '../content/es/privacy';
import type * as en_serverMessages from '../content/serverMessages';
import type * as es_serverMessages from '../content/es/serverMessages';
import type * as en_services from '../content/services';
import type * as es_services from '../content/es/services';
import type * as en_servicesPage from '../content/servicesPage';
import type * as es_servicesPage from '../content/es/servicesPage';
import type * as en_spanishSpoken from '../content/spanishSpoken';
import type * as es_spanishSpoken from '../content/es/spanishSpoken';
import type * as en_testimonials from '../content/testimonials';
import type * as es_testimonials from '../content/es/testimonials';
import type * as en_ui from '../content/ui';
import type * as es_ui from '../content/es/ui';

export type SpanishTwins = NoExtraExports<
  | ExtraExports<typeof en_about, typeof es_about>
  | ExtraExports<typeof en_accessibility, typeof es_accessibility>
  | ExtraExports<typeof en_acknowledgement, typeof es_acknowledgement>
  | ExtraExports<typeof en_apply, typeof es_apply>
  | ExtraExports<typeof en_areas, typeof es_areas>
  | ExtraExports<typeof en_businessCopy, typeof es_businessCopy>
  | ExtraExports<typeof en_callLanguageWords, typeof es_callLanguageWords>
  | ExtraExports<typeof en_careers, typeof es_careers>
  | ExtraExports<typeof en_confirmation, typeof es_confirmation>
  | ExtraExports<typeof en_contact, typeof es_contact>
  | ExtraExports<typeof en_faq, typeof es_faq>
  | ExtraExports<typeof en_forms, typeof es_forms>
  | ExtraExports<typeof en_hiring, typeof es_hiring>
  | ExtraExports<typeof en_home, typeof es_home>
  | ExtraExports<typeof en_locale, typeof es_locale>
  | ExtraExports<typeof en_navigation, typeof es_navigation>
  | ExtraExports<typeof en_openings, typeof es_openings>
  | ExtraExports<typeof en_pages, typeof es_pages>
  | ExtraExports<typeof en_payingForCare, typeof es_payingForCare>
  | ExtraExports<typeof en_photoAlts, typeof es_photoAlts>
  | ExtraExports<typeof en_placePage, typeof es_placePage>
  | ExtraExports<typeof en_privacy, typeof es_privacy>
  | ExtraExports<typeof en_serverMessages, typeof es_serverMessages>
  | ExtraExports<typeof en_services, typeof es_services>
  | ExtraExports<typeof en_servicesPage, typeof es_servicesPage>
  | ExtraExports<typeof en_spanishSpoken, typeof es_spanishSpoken>
  | ExtraExports<typeof en_testimonials, typeof es_testimonials>
  | ExtraExports<typeof en_ui, typeof es_ui>
>;

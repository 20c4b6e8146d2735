/**
 * The Spanish copy is complete: this compiles only if every twin exports every name of its
 * English module, translated to the same shape, and nothing more. It is never imported; the
 * typecheck reads it. A new twin goes here; scripts/spanish-twins.test.ts checks that none is missing.
 */
import type { ExtraExports, NoExtraExports } from '../translation';
import type * as en_about from '../about';
import type * as en_accessibility from '../accessibility';
import type * as es_accessibility from './accessibility';
import type * as en_areas from '../areas';
import type * as en_payingForCare from '../payingForCare';
import type * as es_payingForCare from './payingForCare';
import type * as en_hiring from '../hiring';
import type * as en_openings from '../openings';
import type * as es_openings from './openings';
import type * as es_hiring from './hiring';
import type * as en_placePage from '../placePage';
import type * as es_placePage from './placePage';
import type * as es_areas from './areas';
import type * as en_acknowledgement from '../acknowledgement';
import type * as es_acknowledgement from './acknowledgement';
import type * as es_about from './about';
import type * as en_apply from '../apply';
import type * as es_apply from './apply';
import type * as en_businessCopy from '../businessCopy';
import type * as es_businessCopy from './businessCopy';
import type * as en_careers from '../careers';
import type * as es_careers from './careers';
import type * as en_confirmation from '../confirmation';
import type * as es_confirmation from './confirmation';
import type * as en_confirmationHeads from '../confirmationHeads';
import type * as es_confirmationHeads from './confirmationHeads';
import type * as en_contact from '../contact';
import type * as es_contact from './contact';
import type * as en_faq from '../faq';
import type * as es_faq from './faq';
import type * as en_applicationForm from '../applicationForm';
import type * as es_applicationForm from './applicationForm';
import type * as en_contactForm from '../contactForm';
import type * as es_contactForm from './contactForm';
import type * as en_serverMessages from '../serverMessages';
import type * as es_serverMessages from './serverMessages';
import type * as en_forms from '../forms';
import type * as es_forms from './forms';
import type * as en_home from '../home';
import type * as es_home from './home';
import type * as en_locale from '../locale';
import type * as es_locale from './locale';
import type * as en_navigation from '../navigation';
import type * as es_navigation from './navigation';
import type * as en_photoAlts from '../photoAlts';
import type * as es_photoAlts from './photoAlts';
import type * as en_pages from '../pages';
import type * as es_pages from './pages';
import type * as en_privacy from '../privacy';
import type * as es_privacy from './privacy';
import type * as en_services from '../services';
import type * as es_services from './services';
import type * as en_servicesPage from '../servicesPage';
import type * as es_servicesPage from './servicesPage';
import type * as en_testimonials from '../testimonials';
import type * as es_testimonials from './testimonials';
import type * as en_ui from '../ui';
import type * as es_ui from './ui';

export type SpanishTwins = NoExtraExports<
  | ExtraExports<typeof en_about, typeof es_about>
  | ExtraExports<typeof en_accessibility, typeof es_accessibility>
  | ExtraExports<typeof en_areas, typeof es_areas>
  | ExtraExports<typeof en_payingForCare, typeof es_payingForCare>
  | ExtraExports<typeof en_hiring, typeof es_hiring>
  | ExtraExports<typeof en_openings, typeof es_openings>
  | ExtraExports<typeof en_placePage, typeof es_placePage>
  | ExtraExports<typeof en_acknowledgement, typeof es_acknowledgement>
  | ExtraExports<typeof en_apply, typeof es_apply>
  | ExtraExports<typeof en_businessCopy, typeof es_businessCopy>
  | ExtraExports<typeof en_careers, typeof es_careers>
  | ExtraExports<typeof en_confirmation, typeof es_confirmation>
  | ExtraExports<typeof en_confirmationHeads, typeof es_confirmationHeads>
  | ExtraExports<typeof en_contact, typeof es_contact>
  | ExtraExports<typeof en_faq, typeof es_faq>
  | ExtraExports<typeof en_applicationForm, typeof es_applicationForm>
  | ExtraExports<typeof en_contactForm, typeof es_contactForm>
  | ExtraExports<typeof en_serverMessages, typeof es_serverMessages>
  | ExtraExports<typeof en_forms, typeof es_forms>
  | ExtraExports<typeof en_home, typeof es_home>
  | ExtraExports<typeof en_locale, typeof es_locale>
  | ExtraExports<typeof en_navigation, typeof es_navigation>
  | ExtraExports<typeof en_pages, typeof es_pages>
  | ExtraExports<typeof en_photoAlts, typeof es_photoAlts>
  | ExtraExports<typeof en_privacy, typeof es_privacy>
  | ExtraExports<typeof en_services, typeof es_services>
  | ExtraExports<typeof en_servicesPage, typeof es_servicesPage>
  | ExtraExports<typeof en_testimonials, typeof es_testimonials>
  | ExtraExports<typeof en_ui, typeof es_ui>
>;

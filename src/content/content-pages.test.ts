import { describe, expect, it } from 'vitest';
import { about } from './about';
import { leadCountsMonths, retentionDays } from '../config/retention';
import { business } from './business';
import { careers } from './careers';
import { careers as spanishCareers } from './es/careers';
import { contact } from './contact';
import { faqCategories } from './faq';
import { faqCategories as spanishFaq } from './es/faq';
import { faqIn } from '../config/faq';
import { medicarePromiseIn, priceIn } from '../data/schema/faq';
import { businessCopy as englishCopy, serviceAreaText as englishArea } from './businessCopy';
import { businessCopy as spanishCopy, serviceAreaText as spanishArea } from './es/businessCopy';
import { faqFacts } from './faqFacts';
import { faqTopics } from '../data/schema/faqChoices';
import * as hiring from './hiring';
import * as spanishHiring from './es/hiring';
import { privacy } from './privacy';
import { contactForm } from '../forms/contact/words';
import { contactForm as spanishContactForm } from '../forms/contact/words.es';
import { privacy as spanishPrivacy } from './es/privacy';
import { servicesPage } from './servicesPage';
import testimonialsFile from '../data/testimonials.json';
import { caregiverTestimonials, homeTestimonials } from './testimonials';

describe('services', () => {
  it('never claims medical care', () => {
    const text = Object.values(servicesPage.services)
      .map((service) => service.description)
      .join(' ');
    expect(text).not.toMatch(/administer/i);
    expect(text).toMatch(/medication reminders/i);
  });
});

describe('home', () => {
  it('shows each testimonial of the content file on its page, and each is either given with permission or marked a sample', () => {
    const entries = testimonialsFile.en.testimonials;
    const on = (page: string) => entries.filter((entry) => entry.page === page);
    expect(homeTestimonials.map((quote) => quote.rating)).toEqual(
      on('home').map((entry) => entry.rating),
    );
    expect(caregiverTestimonials).toHaveLength(on('careers').length);
    for (const entry of entries) expect(entry.sample || Boolean(entry.permissionGiven)).toBe(true);
  });
});

describe('about', () => {
  it('tells the story with the founder and the founding year from the business facts', () => {
    const story = about.story.paragraphs.join(' ');
    expect(story).toContain(business.founder.name);
    expect(story).toContain(String(business.foundingYear));
    // The license is said only while the owner says the claim holds (business.json's claims).
    if (business.claims.licensedAndInsured.holds)
      expect(about.whyChooseUs['licensed-and-insured']?.text).toContain(business.licenseState);
  });
});

describe('careers and apply', () => {
  it('asks applicants to be adults (decision: eight requirements, this one added; issue 35 split the license from transportation)', () => {
    expect(careers.requirements).toHaveLength(9);
    expect(careers.requirements).toContain('18 years of age or older');
  });
});

describe('faq', () => {
  it('gives every question a unique kebab-case id and an answer', () => {
    const items = faqCategories.flatMap((category) => category.questions);
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of items) {
      expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(item.answer.length, item.id).toBeGreaterThan(0);
    }
  });

  const topicTitles = Object.fromEntries(faqTopics.map((topic) => [topic, topic])) as Record<
    (typeof faqTopics)[number],
    string
  >;

  // The rules faq.json's schema holds each answer to (src/data/schema/faq.ts), here with every
  // fact filled in as the page shows it: a fact's words may not break them either.
  it.each([
    ['English', faqCategories],
    ['Spanish', spanishFaq],
  ])('in %s, names no price and promises no Medicare payment', (_, categories) => {
    const answers = categories.flatMap((category) =>
      category.questions.flatMap((item) => item.answer),
    );
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect(priceIn(answer)).toBeUndefined();
      expect(medicarePromiseIn(answer)).toBeUndefined();
    }
  });

  it.each([
    ['English', faqCategories, englishCopy, englishArea, (days: number) => `${days} business day`],
    ['Spanish', spanishFaq, spanishCopy, spanishArea, (days: number) => `${days} día`],
  ])(
    'in %s, fills in every fact an answer names, with the reply time the business facts promise',
    (_, categories, copy, area, daysSaid) => {
      expect(JSON.stringify(categories)).not.toMatch(/\{\w*\}/);
      // An answer of our own naming the facts, whatever faq.json's answers say today.
      const [answered] = faqIn(
        [
          {
            id: 'what-happens-after-i-apply',
            topic: 'for-potential-caregivers',
            question: 'When will I hear back?',
            answer: 'We contact you {applicantReply}. Call us at {phone}.',
            link: 'none',
          },
        ],
        { facts: faqFacts(copy, area), titles: topicTitles },
      );
      const text = JSON.stringify(answered);
      expect(text).toContain(daysSaid(business.responseTargets.applicantBusinessDays));
      expect(text).toContain(business.contact.phone);
    },
  );
});

describe('contact and privacy', () => {
  it('reads the contact details from the business facts', () => {
    expect(contact.details.phone.lines).toEqual([business.phone.display]);
    expect(contact.details.phone.href).toBe(business.phone.href);
    expect(contact.details.email.href).toBe(`mailto:${business.email}`);
    // A line for each of business.json's office hours, and one for the phone while it is
    // answered at every hour (its claim).
    expect(contact.details.officeHours.lines).toHaveLength(
      business.officeHours.length + (business.claims.phoneAnyHour.holds ? 1 : 0),
    );
  });

  it('says how to ask for deletion and when the notice last changed', () => {
    const text = privacy.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(text).toContain(business.email);
    expect(text).toContain(business.phone.display);
    expect(Date.parse(privacy.lastUpdated)).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    [
      'English',
      privacy,
      {
        view: /^A page view: the page, its language/,
        step: /^A step of a form: .*never what you typed/,
        tap: /^A tap: the page, its language, whether it was a call or a text/,
      },
      /sets no cookie/,
      'months',
    ],
    [
      'Spanish',
      spanishPrivacy,
      {
        view: /^Una visita a una página: la página, su idioma/,
        step: /^Un paso de un formulario: .*nunca lo que usted escribió/,
        tap: /^Un toque: la página, su idioma, si fue una llamada o un mensaje de texto/,
      },
      /no usa cookies/,
      'meses',
    ],
  ])(
    'in %s, says what a view, a form step and a tap keep, that counting sets no cookie and sends nothing without JavaScript, and for how long',
    (_, notice, kept, noCookie, months) => {
      const items = notice.sections.flatMap((section) => section.items ?? []);
      for (const said of Object.values(kept))
        expect(items.some((item) => said.test(item))).toBe(true);
      const text = notice.sections.flatMap((section) => section.paragraphs).join(' ');
      expect(text).toMatch(noCookie);
      expect(text).toMatch(/JavaScript/);
      // The months the counts are kept, from the retention fact, never written out.
      expect(text).toContain(`${leadCountsMonths} ${months}`);
    },
  );

  it('states the retention the functions delete by', () => {
    const text = privacy.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(text).toContain(`at most ${retentionDays.sent} days after delivery`);
    expect(text).toContain(`up to ${retentionDays.held} days`);
  });
});

describe('health details', () => {
  it.each([
    [
      'English',
      contactForm,
      privacy,
      /leave out diagnoses and medications/,
      /not for medical records/,
    ],
    [
      'Spanish',
      spanishContactForm,
      spanishPrivacy,
      /no escriba diagnósticos ni medicamentos/,
      /no son para historiales médicos/,
    ],
  ])(
    'in %s, the care request asks for none, and the privacy notice says the forms are not for them',
    (_, form, notice, hint, notForRecords) => {
      expect(form.fields.message.hint).toMatch(hint);
      const text = notice.sections.flatMap((section) => section.paragraphs).join(' ');
      expect(text).toMatch(notForRecords);
    },
  );
});

describe('the hiring story', () => {
  it.each([
    [
      'English',
      faqCategories,
      hiring,
      /background check/i,
      /fingerprint/i,
      /Fair Credit Reporting Act/,
    ],
    [
      'Spanish',
      spanishFaq,
      spanishHiring,
      /antecedentes/i,
      /huellas digitales/,
      /Fair Credit Reporting Act/,
    ],
  ])(
    "in %s, /careers names Georgia's fingerprint check and the FCRA's separate disclosure, and the FAQ's answers that speak of a background check name them too",
    (_, categories, notices, backgroundCheck, fingerprint, fcra) => {
      const careers = JSON.stringify(notices);
      for (const step of [fingerprint, fcra]) expect(careers).toMatch(step);
      // The office may reword the answers; one that speaks of the check must say what it is.
      const answers = (
        categories.find((category) => category.id === 'for-potential-caregivers')?.questions ?? []
      ).filter(({ answer }) => backgroundCheck.test(JSON.stringify(answer)));
      for (const { answer } of answers) expect(JSON.stringify(answer)).toMatch(fingerprint);
      if (answers.length > 0) expect(JSON.stringify(answers)).toMatch(fcra);
    },
  );
});

describe('driving', () => {
  it.each([
    ['English', careers.requirements, faqCategories, /driver's license/, /driving clients/],
    [
      'Spanish',
      spanishCareers.requirements,
      spanishFaq,
      /licencia de conducir/i,
      /clientes en carro/,
    ],
  ])(
    "in %s, asks for a driver's license only for jobs that drive clients, on /careers and in the FAQ",
    (_, requirements, categories, license, onlyWhenDriving) => {
      const sentences = [
        ...requirements,
        ...categories.flatMap((category) =>
          category.questions.flatMap((question) => question.answer),
        ),
      ].flatMap((text) => text.split(/(?<=\.) /));
      const asking = sentences.filter((sentence) => license.test(sentence));
      // /careers asks; the FAQ may, as staff word it (its schema holds the same rule).
      expect(requirements.filter((text) => license.test(text)).length).toBeGreaterThanOrEqual(1);
      for (const sentence of asking) expect(sentence).toMatch(onlyWhenDriving);
    },
  );

  it('says on /careers and in the FAQ whether mileage is paid, as the business facts say', () => {
    const caregiverAnswers = faqCategories
      .find((category) => category.id === 'for-potential-caregivers')
      ?.questions.flatMap((question) => question.answer);
    const mileage = business.mileage.paid ? 'We pay mileage' : 'We do not pay mileage';
    expect(careers.requirements.join(' ')).toContain(mileage);
    expect(caregiverAnswers?.join(' ')).toContain(mileage);
  });
});

import { describe, expect, it } from 'vitest';
import { about } from './about';
import { leadCountsMonths, retentionDays } from '../config/retention';
import { business } from './business';
import { careers } from './careers';
import { careers as spanishCareers } from './es/careers';
import { contact } from './contact';
import { faqCategories } from './faq';
import { faqCategories as spanishFaq } from './es/faq';
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

  it('makes no price claims and does not promise Medicare coverage', () => {
    const text = faqCategories
      .flatMap((category) => category.questions.flatMap((item) => item.answer))
      .join(' ');
    expect(text).not.toMatch(/\$\s?\d/);
    expect(text).toMatch(/Medicare generally does not cover/);
  });

  it.each([
    ['English', faqCategories, 'within 2 business days'],
    ['Spanish', spanishFaq, 'en un plazo de 2 días hábiles'],
  ])(
    'in %s, fills in every fact an answer names, with the reply time the business facts promise',
    (_, categories, applicantReply) => {
      const text = JSON.stringify(categories);
      expect(text).not.toMatch(/\{\w*\}/);
      expect(business.responseTargets.applicantBusinessDays).toBe(2);
      expect(text).toContain(applicantReply);
      expect(text).toContain(business.phone.display);
    },
  );
});

describe('contact and privacy', () => {
  it('reads the contact details from the business facts', () => {
    expect(contact.details.phone.lines).toEqual([business.phone.display]);
    expect(contact.details.phone.href).toBe(business.phone.href);
    expect(contact.details.email.href).toBe(`mailto:${business.email}`);
    expect(contact.details.officeHours.lines).toHaveLength(business.officeHours.length + 1);
  });

  it('says how to ask for deletion and when the notice last changed', () => {
    const text = privacy.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(text).toContain(business.email);
    expect(text).toContain(business.phone.display);
    expect(Date.parse(privacy.lastUpdated)).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    ['English', privacy, /counts the tap: the page, whether it was a call or a text/, 'months'],
    [
      'Spanish',
      spanishPrivacy,
      /cuenta ese toque: la página, si fue una llamada o un mensaje/,
      'meses',
    ],
  ])(
    'in %s, says that phone taps are counted, without personal data, and for how long',
    (_, notice, counted, months) => {
      const paragraph = notice.sections
        .flatMap((section) => section.paragraphs)
        .find((text) => counted.test(text));
      expect(paragraph).toContain(`${leadCountsMonths} ${months}`);
      expect(paragraph).toMatch(/JavaScript/);
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
    ['English', faqCategories, hiring, /fingerprint/i, /Fair Credit Reporting Act/],
    ['Spanish', spanishFaq, spanishHiring, /huellas digitales/, /Fair Credit Reporting Act/],
  ])(
    "in %s, the FAQ's caregiver answers name Georgia's fingerprint check and the FCRA's separate disclosure, as /careers and /apply do",
    (_, categories, notices, fingerprint, fcra) => {
      const careers = JSON.stringify(notices);
      const answers = JSON.stringify(
        categories.find((category) => category.id === 'for-potential-caregivers'),
      );
      for (const step of [fingerprint, fcra]) {
        expect(careers).toMatch(step);
        expect(answers).toMatch(step);
      }
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
      /clientes en auto/,
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
      expect(asking.length).toBeGreaterThanOrEqual(3);
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

import { describe, expect, it } from 'vitest';
import { about } from './about';
import { apply } from './apply';
import { retentionDays } from '../config/retention';
import { business } from './business';
import { careers } from './careers';
import { contact } from './contact';
import { faqCategories, faqPage } from './faq';
import { home } from './home';
import { privacy } from './privacy';
import { collectSamples } from './sample';
import { services, servicesPage } from './services';
import { caregiverTestimonial, homeTestimonials } from './testimonials';

describe('services', () => {
  it('lists eight services, each with a description, an icon and four features', () => {
    expect(services).toHaveLength(8);
    for (const service of services) {
      expect(service.features, service.id).toHaveLength(4);
      expect(service.description.length, service.id).toBeGreaterThan(40);
      expect(service.icon, service.id).toBeTruthy();
    }
    expect(new Set(services.map((service) => service.id)).size).toBe(8);
  });

  it('has a card for every footer anchor', () => {
    const ids = services.map((service) => service.id);
    for (const anchor of [
      'companion-care',
      'personal-care',
      'meal-preparation',
      'alzheimers-support',
      'light-housekeeping',
      'transportation',
    ]) {
      expect(ids).toContain(anchor);
    }
  });

  it('never claims medical care', () => {
    const text = services.map((service) => service.description).join(' ');
    expect(text).not.toMatch(/administer/i);
    expect(text).toMatch(/medication reminders/i);
  });

  it('numbers the three getting-started steps', () => {
    expect(servicesPage.steps.map((step) => step.number)).toEqual([1, 2, 3]);
    expect(servicesPage.steps.map((step) => step.title)).toEqual([
      'Free Consultation',
      'Caregiver Matching',
      'Care Begins',
    ]);
    expect(servicesPage.featureBlocks).toHaveLength(2);
  });
});

describe('home', () => {
  it('shows the three stats and the rating from the business facts', () => {
    expect(home.stats).toEqual([
      { value: '500+', label: 'Families Served' },
      { value: '10+', label: 'Years Experience' },
      { value: '24/7', label: 'Support Available' },
    ]);
    expect(home.ratingBadge.score).toBe('4.9/5');
  });

  it('highlights four services that exist', () => {
    const ids = new Set<string>(services.map((service) => service.id));
    expect(home.serviceHighlights.map((item) => item.id)).toEqual([
      'companion-care',
      'personal-care',
      'meal-preparation',
      'alzheimers-support',
    ]);
    for (const item of home.serviceHighlights) expect(ids.has(item.id)).toBe(true);
  });

  it('has three five-star testimonials, all marked as sample content', () => {
    expect(homeTestimonials).toHaveLength(3);
    for (const testimonial of homeTestimonials) {
      expect(testimonial.sample).toBe(true);
      expect(testimonial.value.rating).toBe(5);
      expect(testimonial.replaceWith).not.toBe('');
    }
    expect(caregiverTestimonial.sample).toBe(true);
    expect(caregiverTestimonial.value.rating).toBe(5);
    expect(collectSamples({ homeTestimonials, caregiverTestimonial })).toHaveLength(4);
  });
});

describe('about', () => {
  it('has four values and four reasons to choose us', () => {
    expect(about.values.map((value) => value.title)).toEqual([
      'Compassion',
      'Community',
      'Excellence',
      'Reliability',
    ]);
    expect(about.whyChooseUs.map((reason) => reason.title)).toEqual([
      'Licensed & Insured',
      'Carefully Screened Caregivers',
      'Personalized Care Plans',
      '24/7 Support',
    ]);
    for (const card of [...about.values, ...about.whyChooseUs]) expect(card.icon).toBeTruthy();
  });

  it('tells the story with the founder and the founding year from the business facts', () => {
    const story = about.story.paragraphs.join(' ');
    expect(story).toContain(business.founder.value.name);
    expect(story).toContain(String(business.foundingYear));
    expect(about.trusted.heading).toBe('Trusted by 500+ Families');
    expect(about.whyChooseUs[0].text).toContain(business.licenseState);
  });
});

describe('careers and apply', () => {
  it('lists six benefits and eight requirements', () => {
    expect(careers.benefits).toHaveLength(6);
    expect(new Set(careers.benefits.map((benefit) => benefit.title)).size).toBe(6);
    expect(careers.requirements).toHaveLength(8);
    expect(careers.requirements).toContain('18 years of age or older');
    expect(careers.highlights.map((item) => item.title)).toEqual([
      'Flexible Scheduling',
      '24/7 Support',
    ]);
  });

  it('follows the four hiring steps', () => {
    expect(apply.nextSteps).toHaveLength(4);
    expect(apply.consentNotice).toMatch(/background check/i);
    expect(apply.consentNotice).toMatch(/references/i);
    expect(apply.closing.button).toBe('Contact HR');
  });
});

describe('faq', () => {
  it('has five categories with 4, 4, 4, 3 and 4 questions', () => {
    expect(faqCategories.map((category) => category.title)).toEqual([
      'About Our Services',
      'Getting Started',
      'Care Quality & Safety',
      'Pricing & Payment',
      'For Potential Caregivers',
    ]);
    expect(faqCategories.map((category) => category.questions.length)).toEqual([4, 4, 4, 3, 4]);
    expect(faqPage.stillHaveQuestions.title).toBe('Still Have Questions?');
  });

  it('gives every question a unique kebab-case id and an answer', () => {
    const items = faqCategories.flatMap((category) => category.questions);
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of items) {
      expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(item.answer.length, item.id).toBeGreaterThan(0);
    }
  });

  it('states the start time and makes no Medicare or price claims', () => {
    const text = faqCategories
      .flatMap((category) => category.questions.flatMap((item) => item.answer))
      .join(' ');
    expect(text).toContain('24–48 hours');
    expect(text).not.toMatch(/\$\s?\d/);
    expect(text).toMatch(/Medicare generally does not cover/);
  });
});

describe('contact and privacy', () => {
  it('reads the contact details from the business facts', () => {
    expect(contact.details.phone.lines).toEqual([business.phone.display]);
    expect(contact.details.phone.href).toBe(business.phone.href);
    expect(contact.details.email.href).toBe(`mailto:${business.email}`);
    expect(contact.details.officeHours.lines).toHaveLength(business.officeHours.length + 1);
    expect(contact.responsePromise).toBe("We'll contact you within 24 hours.");
  });

  it('says how to ask for deletion and when the notice last changed', () => {
    const text = privacy.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(text).toContain(business.email);
    expect(text).toContain(business.phone.display);
    expect(Date.parse(privacy.lastUpdated)).toBeLessThanOrEqual(Date.now());
  });

  it('states the retention the functions delete by', () => {
    const text = privacy.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(text).toContain(`at most ${retentionDays.sent} days after delivery`);
    expect(text).toContain(`up to ${retentionDays.held} days`);
  });
});

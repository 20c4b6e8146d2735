/**
 * What the browser tests of the forms share (e2e/forms-*.spec.ts): the local Postmark stand-in
 * they read staff's email from, the preview's scheduled functions, and filling in each form.
 * Every spec that sends mail runs in playwright.config.ts's `mail` project, one test at a time:
 * the stand-in is one for them all.
 */
import type { Locator, Page } from '@playwright/test';
import { baseURL, postmarkURL } from '../../playwright.config';
import type { ConfirmationCopy } from '#src/content/confirmation';
import type { applicationForm } from '#src/forms/apply/words';
import type { applicationForm as solicitudEmpleo } from '#src/forms/apply/words.es';
import { contactForm } from '#src/forms/contact/words';
import { schedulersCall } from '../../netlify/server/shared/scheduled';
import { expect, hydrated } from '../fixtures';

export interface StubMessage {
  Attachments?: { Name: string; ContentType: string; Content: string }[];
  From: string;
  To: string;
  ReplyTo: string;
  Subject: string;
  TextBody: string;
  HtmlBody: string;
  Tag: string;
  MessageStream: string;
}

async function stub(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${postmarkURL}${path}`, {
    method: body === undefined && path === '/__messages' ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

/** Every message the stand-in accepted since it was last reset, oldest first. */
export const everyMessage = () => stub('/__messages') as Promise<StubMessage[]>;
/** What staff received; each visitor's own acknowledgement is counted apart. */
export const messages = async () =>
  (await everyMessage()).filter((message) => message.Tag !== 'acknowledgement');
export const acknowledgements = async () =>
  (await everyMessage()).filter((message) => message.Tag === 'acknowledgement');

/** Forgets every message and makes the email service work again. */
export const resetMail = async () => {
  await stub('/__reset', {});
};

/** Makes every send to the email service fail this way until the next `resetMail`. */
export const failMail = async (failure: { status: number; code: number }) => {
  await stub('/__fail', failure);
};

/** One redelivery pass in the preview's store, backoff ignored (`npm run redeliver -- --now`). */
export async function redeliverNow(): Promise<{ sent: number; pending: number; held: number }> {
  const response = await fetch(`${baseURL}/.netlify/functions/redeliver?now`, schedulersCall());
  expect(response.status).toBe(200);
  return response.json() as Promise<{ sent: number; pending: number; held: number }>;
}

export async function deliveryStatus(): Promise<{ pending: number; held: number }> {
  const response = await fetch(`${baseURL}/api/status`);
  expect(response.status).toBe(200);
  return response.json() as Promise<{ pending: number; held: number }>;
}

/** The lead report's print, as `npm run lead-report` shows it, from the preview's store. */
export async function leadReportText(): Promise<string> {
  const response = await fetch(`${baseURL}/.netlify/functions/lead-report?print`, schedulersCall());
  expect(response.status).toBe(200);
  return response.text();
}

/**
 * A row's two counts (7 and 30 days), or zeros when the report has no such row yet; `under` a
 * heading when the label is in several sections (a page: its taps, its views).
 */
export function reportRow(report: string, label: string, under?: string): [number, number] {
  const section = under
    ? (report.split('\n\n').find((part) => part.startsWith(`${under}\n`)) ?? '')
    : report;
  const literal = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`^ {2}${literal}\\s+(\\d+)\\s+(\\d+)$`, 'm').exec(section);
  return found ? [Number(found[1]), Number(found[2])] : [0, 0];
}

/** A name no earlier run used: the preview's store outlives a test run. */
export const uniqueName = (first: string) => `${first} ${Math.random().toString(36).slice(2, 8)}`;

/**
 * A send answers in about 0.3 s on a quiet machine, but a failing one waits for a retry and the
 * machine is busy with the other worker's pages: give a send this long to show its toast.
 */
export const SEND_TIMEOUT = 20_000;

/** A small PDF, for the résumé field. */
export const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** What a form's page of answers says, in the form's words. */
export const checkPage = (
  words: {
    checkAnswers: (
      noun: string,
      back: ConfirmationCopy['back'],
    ) => { heading: string; details: readonly string[]; flagged?: string };
  },
  noun: string,
) => words.checkAnswers(noun, { label: '', to: '' });

/** Types into the focused field, then moves on with Tab, as a keyboard user does. */
export async function typeAndTab(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/**
 * Types the application from its first field to the send button with the keyboard alone,
 * leaving the state (Georgia), the position, the references and the résumé as they are.
 */
export async function typeApplication(page: Page, answers: string[]) {
  const [firstName, lastName, email, phone, street, city, zip, ...rest] = answers;
  const [availability, experience, details, certifications, motivation] = rest;
  for (const text of [firstName, lastName, email, phone, street, city])
    await typeAndTab(page, text!);
  await page.keyboard.press('Tab'); // the state stays Georgia
  await typeAndTab(page, zip!);
  await page.keyboard.press('Tab'); // the position: optional, any caregiver job
  for (const text of [availability, experience, details, certifications])
    await typeAndTab(page, text!);
  await page.keyboard.press('Tab'); // no references
  await typeAndTab(page, motivation!);
  await page.keyboard.press('Tab'); // how they heard of the job: optional, left alone
  await page.keyboard.press('Tab'); // no résumé
}

/** Everything the application needs, typed the quick way, in either language; Georgia stays. */
export async function fillApplication(
  form: Locator,
  words: typeof applicationForm | typeof solicitudEmpleo,
  firstName: string,
) {
  const { fields } = words;
  await form.getByLabel(fields.firstName.label).fill(firstName);
  await form.getByLabel(fields.lastName.label).fill('Lopez');
  await form.getByLabel(fields.email.label).fill('maria@example.com');
  await form.getByLabel(fields.phone.label).fill('770-555-0111');
  await form.getByLabel(fields.address.label).fill('3 Oak Rd');
  await form.getByLabel(fields.city.label).fill('Atlanta');
  await form.getByLabel(fields.zipCode.label).fill('30303');
  await form.getByLabel(fields.availability.label).selectOption('flexible');
  await form.getByLabel(fields.transportation.label).selectOption('public-transport');
  await form.getByLabel(fields.experience.label).fill('Ten years as a CNA.');
  await form.getByLabel(fields.motivation.label).fill('I love this work.');
}

/** The care request form on /contact, its script running unless the test has JavaScript off. */
export async function contactFormOn(page: Page, { scripted = true } = {}): Promise<Locator> {
  await page.goto('/contact');
  if (scripted) await hydrated(page);
  return page.getByRole('form', { name: contactForm.name });
}

/** A complete care request, typed the quick way (the keyboard test types its own). */
export async function fillContact(form: Locator, name = 'Ann Lee') {
  await form.getByLabel(contactForm.fields.name.label).fill(name);
  await form.getByLabel(contactForm.fields.phone.label).fill('770-555-0100');
  await form.getByLabel(contactForm.fields.email.label).fill('ann@example.com');
}

/** Fills in a complete care request and sends it. */
export async function sendContact(form: Locator, name?: string) {
  await fillContact(form, name);
  await form.getByRole('button', { name: contactForm.submit }).click();
}

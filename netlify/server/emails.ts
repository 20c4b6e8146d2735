import {
  availabilityOptions,
  optionLabel,
  serviceTypes,
  transportationOptions,
  usStates,
} from '../../src/content/formOptions';
import { applicationForm, contactForm } from '../../src/content/forms';
import { business } from '../../src/content/business';
import { escapeHtml } from '../../src/lib/escapeHtml';
import type { Application } from '../../src/forms/applicationSchema';
import type { ContactRequest } from '../../src/forms/contactSchema';

/** One email to staff, before it is addressed. */
export interface EmailContent {
  subject: string;
  replyTo: string;
  textBody: string;
  htmlBody: string;
  tag: 'care-request' | 'caregiver-application';
}

interface Field {
  label: string;
  value: string | undefined;
}

const NOT_GIVEN = '(not given)';

/** Subjects are one line: CR, LF and other control characters would forge headers. */
export function oneLine(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function textPart(heading: string, fields: Field[]): string {
  const lines = fields.map(({ label, value }) => {
    const shown = value ? value.replace(/\r\n?/g, '\n') : NOT_GIVEN;
    // "Why do you want to work in home care?" needs no colon after its question mark.
    const labelled = /[?:]$/.test(label) ? label : `${label}:`;
    return shown.includes('\n')
      ? `${labelled}\n${shown
          .split('\n')
          .map((line) => `  ${line}`)
          .join('\n')}`
      : `${labelled} ${shown}`;
  });
  return `${heading}\n\n${lines.join('\n\n')}\n\n— Sent from the ${business.name} website. Reply to this email to answer the sender.\n`;
}

function htmlPart(heading: string, fields: Field[]): string {
  const rows = fields
    .map(({ label, value }) => {
      const shown = value
        ? escapeHtml(value).replace(/\r\n?|\n/g, '<br>')
        : `<em>${NOT_GIVEN}</em>`;
      return `<tr><th align="left" valign="top" style="padding:8px 16px 8px 0;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:8px 0">${shown}</td></tr>`;
    })
    .join('');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1e2a2c"><h1 style="font-size:20px">${escapeHtml(heading)}</h1><table role="presentation" style="border-collapse:collapse">${rows}</table><p style="color:#475456;font-size:14px">Sent from the ${escapeHtml(business.name)} website. Reply to this email to answer the sender.</p></body></html>`;
}

function compose(
  heading: string,
  subject: string,
  replyTo: string,
  tag: EmailContent['tag'],
  fields: Field[],
): EmailContent {
  return {
    subject: oneLine(subject),
    replyTo,
    textBody: textPart(heading, fields),
    htmlBody: htmlPart(heading, fields),
    tag,
  };
}

export function careRequestEmail(request: ContactRequest): EmailContent {
  const labels = contactForm.fields;
  const service = request.serviceType ? optionLabel(serviceTypes, request.serviceType) : undefined;
  return compose(
    'New care request',
    `Care request from ${request.name}${service ? ` – ${service}` : ''}`,
    request.email,
    'care-request',
    [
      { label: labels.name.label, value: request.name },
      { label: labels.phone.label, value: request.phone },
      { label: labels.email.label, value: request.email },
      { label: labels.serviceType.label, value: service },
      { label: labels.message.label, value: request.message },
    ],
  );
}

export function applicationEmail(application: Application): EmailContent {
  const labels = applicationForm.fields;
  const name = `${application.firstName} ${application.lastName}`;
  const availability = optionLabel(availabilityOptions, application.availability);
  return compose(
    'New caregiver application',
    `Caregiver application from ${name} – ${availability}`,
    application.email,
    'caregiver-application',
    [
      { label: labels.firstName.label, value: application.firstName },
      { label: labels.lastName.label, value: application.lastName },
      { label: labels.email.label, value: application.email },
      { label: labels.phone.label, value: application.phone },
      { label: labels.address.label, value: application.address },
      { label: labels.city.label, value: application.city },
      { label: labels.state.label, value: optionLabel(usStates, application.state) },
      { label: labels.zipCode.label, value: application.zipCode },
      { label: labels.availability.label, value: availability },
      {
        label: labels.transportation.label,
        value: optionLabel(transportationOptions, application.transportation),
      },
      { label: labels.experience.label, value: application.experience },
      { label: labels.certifications.label, value: application.certifications },
      { label: labels.references.label, value: application.references },
      { label: labels.motivation.label, value: application.motivation },
    ],
  );
}

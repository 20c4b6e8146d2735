import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { OutgoingEmail } from './emails';

/** RFC 2047 for header values that are not plain ASCII (José, 李小龍). */
function headerValue(value: string): string {
  return /^[\x20-\x7e]*$/.test(value)
    ? value
    : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;
}

/** Base64 in lines of 76 characters, as MIME asks. */
function base64Lines(content: Uint8Array): string {
  return (
    Buffer.from(content)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
}

/** The email as a standard .eml file: any mail program opens it, and it reads as plain text. */
export function toEml(email: OutgoingEmail, date = new Date()): string {
  const boundary = `hearthside-${date.getTime().toString(36)}`;
  const mixed = `${boundary}-mixed`;
  const files = email.attachments ?? [];
  const body = [
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    email.textBody,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    email.htmlBody,
    `--${boundary}--`,
  ];
  const parts =
    files.length === 0
      ? body
      : [
          `Content-Type: multipart/mixed; boundary="${mixed}"`,
          '',
          `--${mixed}`,
          ...body,
          ...files.flatMap((file) => [
            `--${mixed}`,
            `Content-Type: ${file.contentType}; name="${headerValue(file.name)}"`,
            'Content-Transfer-Encoding: base64',
            `Content-Disposition: attachment; filename="${headerValue(file.name)}"`,
            '',
            base64Lines(file.content),
          ]),
          `--${mixed}--`,
        ];
  return [
    `From: ${email.from}`,
    `To: ${email.to}`,
    ...(email.replyTo ? [`Reply-To: ${email.replyTo}`] : []),
    `Subject: ${headerValue(email.subject)}`,
    `Date: ${date.toUTCString()}`,
    `X-Tag: ${email.tag}`,
    'MIME-Version: 1.0',
    ...parts,
    '',
  ].join('\r\n');
}

/** When it was written and what it is, so the folder sorts by time: `2026-11-24T…-care-request-x1y2z3.eml`. */
function emlFileName(email: OutgoingEmail, date: Date): string {
  const stamp = date.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${email.tag}-${Math.random().toString(36).slice(2, 8)}.eml`;
}

export async function writeToOutbox(
  dir: string,
  email: OutgoingEmail,
  date = new Date(),
): Promise<string> {
  const folder = resolve(dir);
  await mkdir(folder, { recursive: true });
  // The name comes from a function, not a template inside `resolve`: Netlify's bundler reads
  // `resolve(folder, `${a}-${b}-${c}.eml`)` as the pattern **/*-*-*.eml and packed every email in
  // the project into each function, visitors' details included (outbox.bundle.test.ts).
  const file = resolve(folder, emlFileName(email, date));
  await writeFile(file, toEml(email, date));
  return file;
}

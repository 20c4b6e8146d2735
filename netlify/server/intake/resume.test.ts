import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { business } from '#src/content/business';
import { resumeLimit, validationMessages as say } from '#src/content/forms';
import { RESUME_MAX_BYTES } from '#src/config/resume';
import { toEml } from '../mail/outbox';
import { redeliveryPass } from '../delivery/redelivery';
import { handleSubmission } from './submission';
import { applicationPost, caregiver, watchAlerts, world, type Upload } from '../test/fixtures';
import {
  delivered,
  mockPostmark,
  ok,
  postmarkAnswers,
  postmarkError,
  received,
} from '../test/postmark';

mockPostmark();

const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const docx = new Uint8Array([
  0x50,
  0x4b,
  0x03,
  0x04,
  ...new TextEncoder().encode('\u0014\u0000\u0006\u0000word/document.xml<w:document/>'),
]);
const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(200).fill(0)]);

const apply = (request: Request, deps: ReturnType<typeof world>['deps']) =>
  handleSubmission(request, 'apply', deps);

interface PostmarkAttachment {
  Name: string;
  Content: string;
  ContentType: string;
}
const attachmentsOf = (index = 0) => (delivered[index]?.Attachments ?? []) as PostmarkAttachment[];

describe('a résumé attached to the application', () => {
  it('a PDF: attached to the staff email with its type, kept with the submission', async () => {
    const { deps, records, files } = world();
    postmarkAnswers(ok);
    const response = await apply(applicationPost([{ name: 'Maria CV.pdf', bytes: pdf }]), deps);
    expect(response.status).toBe(200);
    expect(attachmentsOf()).toEqual([
      {
        Name: 'Maria CV.pdf',
        ContentType: 'application/pdf',
        Content: Buffer.from(pdf).toString('base64'),
        ContentID: null,
      },
    ]);
    expect(delivered[0]!.TextBody).toContain('Résumé attached: Maria CV.pdf');
    const [record] = records();
    expect(record!.attachment).toEqual({
      name: 'Maria CV.pdf',
      contentType: 'application/pdf',
      size: pdf.byteLength,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });
    expect(files().get(record!.id)).toEqual(pdf);
  });

  it('a .docx, known by its content, whatever type the browser declared', async () => {
    const { deps } = world();
    postmarkAnswers(ok);
    const response = await apply(
      applicationPost([{ name: 'resume.docx', bytes: docx, type: 'application/octet-stream' }]),
      deps,
    );
    expect(response.status).toBe(200);
    expect(attachmentsOf()[0]!.ContentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('goes out with the email when Postmark is back, and is deleted with the submission', async () => {
    watchAlerts();
    const { deps, stores, files } = world();
    postmarkAnswers(postmarkError(503, 0));
    const response = await apply(applicationPost([{ name: 'cv.pdf', bytes: pdf }]), deps);
    expect(response.status).toBe(202);
    postmarkAnswers(ok);
    const later = () => new Date(Date.now() + 10 * 60_000);
    expect(await redeliveryPass({ ...deps, stores, now: later })).toMatchObject({ sent: 1 });
    expect(attachmentsOf()[0]!.Name).toBe('cv.pdf');
    expect(delivered[0]!.TextBody).toContain('Sent by the visitor on');

    const week = () => new Date(Date.now() + 8 * 24 * 60 * 60_000);
    await redeliveryPass({ ...deps, stores, now: week });
    expect(await stores.submissions.ids()).toEqual([]);
    expect(files().size).toBe(0);
  });

  it('is written into the outbox .eml as a MIME part', () => {
    const eml = toEml({
      from: 'Website <w@hearthside.test>',
      to: 'careers@hearthside.test',
      subject: 'Caregiver application',
      textBody: 'Hello',
      htmlBody: '<p>Hello</p>',
      tag: 'caregiver-application',
      attachments: [{ name: 'cv.pdf', contentType: 'application/pdf', content: pdf }],
    });
    expect(eml).toContain('Content-Type: multipart/mixed; boundary=');
    expect(eml).toContain('Content-Type: application/pdf; name="cv.pdf"');
    expect(eml).toContain('Content-Disposition: attachment; filename="cv.pdf"');
    expect(eml).toContain(Buffer.from(pdf).toString('base64'));
  });
});

describe('bad files', () => {
  const refused = async (
    files: Upload[],
    status: number,
    error: string,
    { fields, field = 'resume' }: { fields?: Record<string, string | Blob>; field?: string } = {},
  ) => {
    const { deps, records } = world();
    postmarkAnswers(ok);
    const response = await apply(applicationPost(files, { fields }), deps);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors[field]).toBe(error);
    expect(received).toHaveLength(0);
    expect(records()).toHaveLength(0);
    return body;
  };

  it('over the limit: 413, the limit in the message, nothing sent or kept', async () => {
    const big = new Uint8Array(RESUME_MAX_BYTES + 1);
    big.set(pdf);
    const body = await refused([{ name: 'big.pdf', bytes: big }], 413, say.resumeTooLarge);
    expect(body.message).toContain(resumeLimit);
    expect(body.message).toContain(business.phone.display);
  });

  it('an executable renamed .pdf: 400, nothing sent', async () => {
    await refused([{ name: 'cv.pdf', bytes: exe }], 400, say.resumeType);
  });

  it('two files: 400', async () => {
    await refused(
      [
        { name: 'a.pdf', bytes: pdf },
        { name: 'b.pdf', bytes: pdf },
      ],
      400,
      say.resumeOne,
    );
  });

  it('a text value in the file field: 400', async () => {
    await refused([], 400, say.resumeNotFile, { fields: { ...caregiver, resume: 'cv.pdf' } });
  });

  it('a file in a text field: 400', async () => {
    await refused([], 400, say.notText, {
      fields: { ...caregiver, firstName: new File([pdf as Uint8Array<ArrayBuffer>], 'x.pdf') },
      field: 'firstName',
    });
  });

  it('a zero-byte file counts as no file', async () => {
    const { deps, records } = world();
    postmarkAnswers(ok);
    const response = await apply(
      applicationPost([{ name: 'empty.pdf', bytes: new Uint8Array() }]),
      deps,
    );
    expect(response.status).toBe(200);
    expect(delivered[0]!.Attachments).toBeUndefined();
    expect(records()[0]!.attachment).toBeUndefined();
  });

  it('a name with a path, CR/LF or right-to-left marks is cleaned', async () => {
    const { deps } = world();
    postmarkAnswers(ok);
    const name = '..\\..\\C:\\temp/../my\r\nCV\u202Efdp.exe.pdf';
    await apply(applicationPost([{ name, bytes: pdf }]), deps);
    expect(attachmentsOf()[0]!.Name).toBe('myCVfdp.exe.pdf');
  });

  it('without JavaScript, each lands on a page that says what was wrong', async () => {
    const { deps } = world();
    const wrong = await apply(
      applicationPost([{ name: 'cv.pdf', bytes: exe }], { html: true }),
      deps,
    );
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe('/apply/check-your-answers#resume');
    const big = new Uint8Array(RESUME_MAX_BYTES + 1);
    const tooBig = await apply(
      applicationPost([{ name: 'cv.pdf', bytes: big }], { html: true }),
      deps,
    );
    expect(tooBig.headers.get('location')).toBe('/resume-too-large');
  });

  it('the care request takes no files: a multipart post is 415', async () => {
    const { deps } = world();
    const form = new FormData();
    form.append('name', 'Ann');
    form.append('resume', new File([pdf as Uint8Array<ArrayBuffer>], 'cv.pdf'));
    const response = await handleSubmission(
      new Request('https://site.test/api/contact', {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: form,
      }),
      'contact',
      deps,
    );
    expect(response.status).toBe(415);
  });
});

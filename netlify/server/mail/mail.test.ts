import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { business } from '#src/content/business';
import { readMailConfig } from './config';
import { staffEmail } from './emails';
import { serverForms } from '../shared/forms';
import { chooseMailer } from './mail';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(
    folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })),
  );
});

const env = {
  MAIL_FROM: 'Website <website@hearthside.test>',
  MAIL_TO_CARE: 'care@hearthside.test',
  MAIL_TO_CAREERS: 'careers@hearthside.test',
};

describe('choosing how to send', () => {
  it('writes to the outbox locally when there is no Postmark token', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    folders.push(dir);
    const config = readMailConfig({ ...env, MAIL_OUTBOX_DIR: dir }, 'dev');
    expect(config.onNetlify).toBe(false);
    const mailer = chooseMailer(config)!;
    const content = staffEmail(serverForms.apply, {
      firstName: 'José',
      lastName: 'Núñez',
      email: 'jose@example.com',
      phone: '770-555-0123',
      address: '12 Main St',
      city: 'Douglasville',
      state: 'GA',
      zipCode: '30134',
      availability: 'weekends',
      transportation: 'own-vehicle',
      experience: 'Two years.',
      certifications: '',
      references: '',
      motivation: 'I like people.',
    });
    const result = await mailer.send({ ...content, from: env.MAIL_FROM, to: env.MAIL_TO_CAREERS });
    expect(result).toMatchObject({ ok: true, via: 'outbox' });
    const eml = await readFile((result as { messageId: string }).messageId, 'utf8');
    expect(eml).toContain('To: careers@hearthside.test');
    expect(eml).toContain('Reply-To: jose@example.com');
    expect(eml).toContain(
      `Subject: =?UTF-8?B?${Buffer.from(content.subject).toString('base64')}?=`,
    );
    expect(eml).toContain('Availability: Weekends only');
    expect(eml).toContain('State: Georgia');
    expect(eml).toContain('Certifications & Training: (not given)');
  });

  it('refuses to drop mail silently on Netlify without a token', () => {
    expect(chooseMailer(readMailConfig(env, 'production'))).toBeUndefined();
    expect(chooseMailer(readMailConfig(env, 'deploy-preview'))).toBeUndefined();
    // What the local emulation passes (npm run dev / preview).
    expect(readMailConfig(env, '').onNetlify).toBe(false);
  });

  it('uses Postmark at the address POSTMARK_API_URL gives, and writes nothing to the outbox', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    folders.push(dir);
    const posted: { path?: string; token?: string; to?: string }[] = [];
    const postmark = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        posted.push({
          path: request.url,
          token: request.headers['x-postmark-server-token'] as string,
          to: (JSON.parse(body) as { To: string }).To,
        });
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ ErrorCode: 0, Message: 'OK', MessageID: 'm-1', To: 'x' }));
      });
    });
    await new Promise<void>((resolve) => postmark.listen(0, '127.0.0.1', resolve));
    const { port } = postmark.address() as AddressInfo;
    try {
      const config = readMailConfig({
        ...env,
        MAIL_OUTBOX_DIR: dir,
        POSTMARK_SERVER_TOKEN: 't',
        POSTMARK_API_URL: `http://127.0.0.1:${port}`,
      });
      expect(config.apiUrl.host).toBe(`127.0.0.1:${port}`);
      const result = await chooseMailer(config)!.send({
        subject: 'Hello',
        textBody: 'Hello',
        htmlBody: '<p>Hello</p>',
        tag: 'test',
        from: env.MAIL_FROM,
        to: env.MAIL_TO_CARE,
      });
      expect(result).toMatchObject({ ok: true, via: 'postmark' });
      expect(posted).toEqual([{ path: '/email', token: 't', to: env.MAIL_TO_CARE }]);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      postmark.close();
    }
  });
});

describe('local runs', () => {
  it('need no setup at all: the outbox and placeholder addresses', () => {
    const config = readMailConfig({}, 'dev');
    expect(config.from).toContain(`@${business.email.split('@')[1]}>`);
    expect(config.to.MAIL_TO_CARE).toBe(business.email);
    expect(config.outboxDir).toBe('.outbox');
  });

  it('write each email to the outbox folder, whatever the addresses', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    folders.push(dir);
    const config = readMailConfig({ MAIL_OUTBOX_DIR: dir }, 'dev');
    const result = await chooseMailer(config)!.send({
      subject: 'Hello',
      textBody: 'Hello',
      htmlBody: '<p>Hello</p>',
      tag: 'test',
      from: config.from!,
      to: config.to.MAIL_TO_CARE!,
    });
    expect(result).toMatchObject({ ok: true, via: 'outbox' });
    expect(await readdir(dir)).toHaveLength(1);
  });

  it('assume nothing on Netlify', () => {
    const config = readMailConfig({}, 'production');
    expect(config.from).toBeUndefined();
    expect(config.to).toEqual({ MAIL_TO_CARE: undefined, MAIL_TO_CAREERS: undefined });
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { noticeOn, noticeShownOn } from './notice';

const thanksgiving = {
  text: 'Closed Thursday, November 26, for Thanksgiving.',
  firstDay: '2026-11-20',
  lastDay: '2026-11-26',
};
const empty = { text: '', firstDay: '', lastDay: '' };

/** A notice file of the test's own, as the editor writes it. */
function noticeFile(content: object): string {
  const file = join(mkdtempSync(join(tmpdir(), 'notice-')), 'notice.json');
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
  return file;
}

describe('the dated notice the build puts on every page', () => {
  it('shows from its first day to its last, both included', () => {
    expect(noticeShownOn('2026-11-19', thanksgiving)).toBe(false);
    expect(noticeShownOn('2026-11-20', thanksgiving)).toBe(true);
    expect(noticeShownOn('2026-11-26', thanksgiving)).toBe(true);
    expect(noticeShownOn('2026-11-27', thanksgiving)).toBe(false);
  });

  it('shows nothing without words or without its days', () => {
    expect(noticeShownOn('2026-11-22', { ...thanksgiving, text: '' })).toBe(false);
    expect(noticeShownOn('2026-11-22', { ...thanksgiving, lastDay: '' })).toBe(false);
  });

  it('gives each language its own words on their days, and none after', () => {
    const file = noticeFile({
      en: thanksgiving,
      es: { ...thanksgiving, text: 'Cerrado el jueves 26 de noviembre por Acción de Gracias.' },
    });
    expect(noticeOn('2026-11-22', 'en', file)).toEqual({ text: thanksgiving.text, lang: 'en' });
    expect(noticeOn('2026-11-22', 'es', file)).toEqual({
      text: 'Cerrado el jueves 26 de noviembre por Acción de Gracias.',
      lang: 'es',
    });
    expect(noticeOn('2026-11-27', 'es', file)).toBeNull();
  });

  it('shows a notice entered only in English on the Spanish pages too, in English', () => {
    const file = noticeFile({ en: thanksgiving, es: empty });
    expect(noticeOn('2026-11-22', 'es', file)).toEqual({ text: thanksgiving.text, lang: 'en' });
  });

  it('never shows Spanish words on the English pages', () => {
    const file = noticeFile({ en: empty, es: { ...thanksgiving, text: 'Cerrado el jueves.' } });
    expect(noticeOn('2026-11-22', 'en', file)).toBeNull();
  });
});

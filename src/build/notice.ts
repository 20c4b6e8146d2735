import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locale } from '../config/locales';

const noticeFile = resolve(import.meta.dirname, '../data/notice.json');

interface NoticeBlock {
  firstDay?: string;
  lastDay?: string;
  text?: string;
}

/** The notice a page shows: its words, and the language they are in. */
export interface ShownNotice {
  text: string;
  lang: Locale;
}

/** Whether a notice shows on `day` (YYYY-MM-DD in Georgia): from its first day to its last. */
export function noticeShownOn(day: string, { text, firstDay, lastDay }: NoticeBlock): boolean {
  return Boolean(text && firstDay && lastDay && firstDay <= day && day <= lastDay);
}

/**
 * The notice a page in `locale` shows on `day`, or null: for the build's define, so a page
 * carries the notice only on its days, and none of its file the rest of the year. A closure
 * entered only in English still reaches the Spanish pages, in English and marked so: a family
 * reading in Spanish is better told in English than not told.
 */
export function noticeOn(day: string, locale: Locale, file = noticeFile): ShownNotice | null {
  const blocks = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<Locale, NoticeBlock>>;
  for (const lang of [locale, 'en'] as const) {
    const block = blocks[lang];
    if (block && noticeShownOn(day, block)) return { text: block.text ?? '', lang };
  }
  return null;
}

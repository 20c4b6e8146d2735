import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const noticeFile = resolve(import.meta.dirname, '../data/notice.json');

interface NoticeBlock {
  firstDay?: string;
  lastDay?: string;
  text?: string;
}

/** Whether a notice shows on `day` (YYYY-MM-DD in Georgia): from its first day to its last. */
export function noticeShownOn(day: string, { text, firstDay, lastDay }: NoticeBlock): boolean {
  return Boolean(text && firstDay && lastDay && firstDay <= day && day <= lastDay);
}

/**
 * The notice's words in one language if it shows on `day`, else '': for the build's define, so a
 * page carries the notice only on its days, and none of its file the rest of the year.
 */
export function noticeOn(day: string, locale: 'en' | 'es'): string {
  const block = (JSON.parse(readFileSync(noticeFile, 'utf8')) as Record<string, NoticeBlock>)[
    locale
  ];
  return block && noticeShownOn(day, block) ? (block.text ?? '') : '';
}

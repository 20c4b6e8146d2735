import { en } from '../data/notice.json';
import type { Notice } from '../data/schema/notice';

/** This language's block of `src/data/notice.json`, which staff edit at /admin/. */
export const notice = en as Notice;

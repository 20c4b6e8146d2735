import { es } from '../../data/notice.json';
import type { Notice } from '../../data/schema/notice';

export const notice = es as Notice;

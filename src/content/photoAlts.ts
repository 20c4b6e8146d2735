import type { FilledPhotoSlot } from './photos';

/**
 * What each of the agency's photos shows, for people who cannot see it: one line per photo in
 * `photos.ts`. Use '' only for a purely decorative picture.
 */
export const photoAlts: Record<FilledPhotoSlot, string> = {};

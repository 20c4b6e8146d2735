/**
 * The agency's own photos, by the place they go. Every slot is empty until real, permitted
 * photos exist; an empty slot shows its illustration instead. To fill one, put the files in
 * `public/images/` (several widths of the same picture) and add an entry here, e.g.
 *
 *   'about-story': {
 *     src: '/images/founder-800.jpg',
 *     srcSet: '/images/founder-480.jpg 480w, /images/founder-800.jpg 800w, /images/founder-1200.jpg 1200w',
 *     width: 800,
 *     height: 600,
 *   },
 *
 * and its alt text in `photoAlts.ts` and `es/photoAlts.ts` (the typecheck asks for both).
 */
export type PhotoSlotName =
  | 'home-hero'
  | 'home-welcome'
  | 'home-mobility'
  | 'about-hero'
  | 'about-story'
  | 'services-hero'
  | 'services-companionship'
  | 'services-mobility'
  | 'careers-hero';

export interface PhotoSource {
  /** The fallback file, at the `width` below. */
  readonly src: string;
  /** Every width of the file, as `url 480w, url 800w`. */
  readonly srcSet?: string;
  /** The picture's intrinsic size: the browser reserves its space before it loads. */
  readonly width: number;
  readonly height: number;
}

export const photos = {} satisfies Partial<Record<PhotoSlotName, PhotoSource>>;

/** The slots that have a photo: each needs its alt text in every language. */
export type FilledPhotoSlot = keyof typeof photos;

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
 *     alt: 'Our founder with a client on her front porch',
 *   },
 *
 * Alt text says what the picture shows; use '' only for a purely decorative picture.
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
  readonly alt: string;
}

export const photos: Partial<Record<PhotoSlotName, PhotoSource>> = {};

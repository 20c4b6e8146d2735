export type { PhotoSlotName } from '../data/schema/photoSlots';

/**
 * One of the agency's photos as a page shows it. Staff upload one large JPEG per slot at /admin/
 * (`src/data/photos.json`); the build makes every width in every format (src/build/photos.ts)
 * and the pages read them from `virtual:photos`.
 */
export interface PhotoSource {
  /** The JPEG for a browser that reads no `srcset`, at the `width` below. */
  readonly src: string;
  /** The picture's size at `src`: the browser reserves its space before it loads. */
  readonly width: number;
  readonly height: number;
  /** Every width of the file in each format, as `url 480w, url 800w`. */
  readonly srcSets: { readonly webp: string; readonly jpeg: string };
}

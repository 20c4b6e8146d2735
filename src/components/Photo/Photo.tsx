import type { ReactNode } from 'react';
import { photoAlts } from '../../content/photoAlts';
import { photos, type PhotoSlotName, type PhotoSource } from '../../content/photos';
import { StyledPhoto } from './Photo.styles';

interface PhotoProps extends PhotoSource {
  /** What it shows, in the page's language (`content/photoAlts.ts`). */
  alt: string;
  /** How wide the picture is drawn at each breakpoint, for choosing from `srcSet`. */
  sizes?: string;
  /** Above the fold: load at once. Everything else loads lazily. */
  priority?: boolean;
}

/** Half the page on wide screens, the full width on phones: the usual place of a photo. */
const defaultPhotoSizes = '(min-width: 1024px) 33rem, calc(100vw - 2rem)';

/**
 * A photo with its intrinsic size (no layout shift), responsive sources and lazy loading
 * below the fold.
 */
export function Photo({ priority = false, sizes = defaultPhotoSizes, ...photo }: PhotoProps) {
  return (
    <StyledPhoto
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={photo.srcSet ? sizes : undefined}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

/**
 * Where one of the agency's photos goes: the photo once `content/photos.ts` has one for this
 * slot, the illustration until then.
 */
export function PhotoSlot({
  name,
  fallback,
  priority,
  sizes,
}: {
  name: PhotoSlotName;
  fallback: ReactNode;
  priority?: boolean;
  sizes?: string;
}) {
  const photo = (photos as Partial<Record<PhotoSlotName, PhotoSource>>)[name];
  const alt = (photoAlts as Partial<Record<PhotoSlotName, string>>)[name] ?? '';
  return photo ? <Photo {...photo} alt={alt} priority={priority} sizes={sizes} /> : fallback;
}

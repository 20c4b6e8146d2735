import type { ReactNode } from 'react';
import photoSources from 'virtual:photos';
import { photoAlts } from '../../content/photoAlts';
import type { PhotoSlotName, PhotoSource } from '../../content/photos';
import { StyledPhoto } from './Photo.styles';

interface PhotoProps extends PhotoSource {
  /** What it shows, in the page's language. */
  alt: string;
  /** How wide the picture is drawn at each breakpoint, for choosing from the sources. */
  sizes?: string;
  /** Above the fold: load at once. Everything else loads lazily. */
  priority?: boolean;
}

/** Half the page on wide screens, the full width on phones: the usual place of a photo. */
const defaultPhotoSizes = '(min-width: 1024px) 33rem, calc(100vw - 2rem)';

/**
 * A photo with its intrinsic size (no layout shift), every width in WebP for the browsers that
 * take it and JPEG for the rest, and lazy loading below the fold.
 */
export function Photo({ priority = false, sizes = defaultPhotoSizes, ...photo }: PhotoProps) {
  return (
    <picture>
      <source type="image/webp" srcSet={photo.srcSets.webp} sizes={sizes} />
      <StyledPhoto
        src={photo.src}
        srcSet={photo.srcSets.jpeg}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}

/**
 * Where one of the agency's photos goes: the photo staff uploaded for this slot, with the words
 * that say what it shows; its illustration until both are there.
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
  const photo = photoSources[name];
  const alt = photoAlts[name];
  return photo && alt ? <Photo {...photo} alt={alt} priority={priority} sizes={sizes} /> : fallback;
}

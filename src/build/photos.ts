import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Plugin } from 'vite';
import type { PhotoSource } from '../content/photos.ts';
import { photoSlots } from '../data/schema/photoSlots.ts';

/*
 * The agency's photos, from the one large JPEG staff upload at /admin/ to what a phone needs:
 * each width a page may draw, as WebP for the browsers that take it and JPEG for the rest, with the size the page reserves before the file arrives. Made at build time with sharp
 * (docs/decisions/0013-photos-made-at-build.md); a file already made is read from the cache.
 */

/** The widths made of every photo, up to its own: a phone's half-column to a wide screen at 2x. */
const photoWidths = [480, 800, 1200, 1600] as const;
/** The narrowest upload the pages can draw sharply at their widest. */
const minimumWidth = 1200;
/** The width of the plain `src`, for a browser that reads no `srcset`. */
const fallbackWidth = 800;

/*
 * WebP for every browser that takes it, JPEG for the rest. AVIF was measured and left out
 * (decision 0013): at the effort that made it 17% smaller than WebP, a 1600-pixel photo took
 * 6 s to make, and at an effort as quick as WebP it was no smaller.
 */
const encoders = {
  webp: (image: Sharp) => image.webp({ quality: 72 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true }),
};
type Format = keyof typeof encoders;
const formats = Object.keys(encoders) as Format[];

/** A photo the build cannot use, in words for the person who uploaded it. */
export class PhotoError extends Error {}

export interface PreparedPhoto {
  source: PhotoSource;
  /** Each file to publish, by its path under dist/. */
  files: Map<string, Uint8Array>;
}

async function encoded(input: Buffer, format: Format, width: number, cached: string) {
  try {
    return await readFile(cached);
  } catch {
    // Not made yet: rotated as the camera held it, and without its metadata (a phone's photo
    // carries the GPS position of the house it was taken in).
    const bytes = await encoders[format](sharp(input).rotate().resize({ width })).toBuffer();
    await writeFile(cached, bytes);
    return bytes;
  }
}

/** Every file of one slot's photo, and what its page needs to show it. */
export async function preparePhoto(
  slot: string,
  input: Buffer,
  cacheDir: string,
): Promise<PreparedPhoto> {
  const metadata = await sharp(input)
    .metadata()
    .catch(() => {
      throw new PhotoError('is not a photo the site can read: upload it again as a JPEG');
    });
  if (metadata.format !== 'jpeg') {
    throw new PhotoError(`is a ${metadata.format.toUpperCase()} file: upload a JPEG`);
  }
  const { width, height } = metadata.autoOrient;
  if (width < minimumWidth) {
    throw new PhotoError(
      `is ${width} pixels wide: upload one at least ${minimumWidth} pixels wide, such as the original from the camera`,
    );
  }
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 10);
  const widths = photoWidths.filter((each) => each <= width);
  await mkdir(cacheDir, { recursive: true });
  const files = new Map<string, Uint8Array>();
  const srcSets = {} as Record<Format, string>;
  for (const format of formats) {
    const entries: string[] = [];
    for (const each of widths) {
      const extension = format === 'jpeg' ? 'jpg' : format;
      const fileName = `assets/photos/${slot}-${hash}-${each}.${extension}`;
      const cached = resolve(cacheDir, `${hash}-${each}.${extension}`);
      files.set(fileName, await encoded(input, format, each, cached));
      entries.push(`/${fileName} ${each}w`);
    }
    srcSets[format] = entries.join(', ');
  }
  return {
    source: {
      src: `/assets/photos/${slot}-${hash}-${fallbackWidth}.jpg`,
      width: fallbackWidth,
      height: Math.round((height * fallbackWidth) / width),
      srcSets,
    },
    files,
  };
}

const moduleId = 'virtual:photos';
const resolvedId = `\0${moduleId}`;
/** The same rule the content check applies: a bare file name under the uploads folder. */
const uploaded = /^\/images\/uploads\/[\w.-]+\.jpe?g$/i;

/**
 * `virtual:photos`: each filled slot's sources, for the pages. The build that `publish`es (one
 * per site: the pages name the files from the root, `/assets/photos/…`) writes the files with
 * its other assets; `vite` dev serves them from memory.
 */
export function photos(root: string, { publish }: { publish: boolean }): Plugin {
  const contentFile = resolve(root, 'src/data/photos.json');
  const cacheDir = resolve(root, 'node_modules/.cache/photos');
  const published = new Map<string, Uint8Array>();
  return {
    name: 'hearthside:photos',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      this.addWatchFile(contentFile);
      const { en } = JSON.parse(await readFile(contentFile, 'utf8')) as {
        en: Record<string, { image?: string }>;
      };
      const sources: Record<string, PhotoSource> = {};
      for (const slot of photoSlots) {
        const image = en[slot]?.image;
        if (!image) continue;
        const where = `src/data/photos.json › en.${slot}.image: ${image}`;
        if (!uploaded.test(image)) this.error(`${where} is not a JPEG uploaded in the editor`);
        const input = await readFile(resolve(root, 'public', `.${image}`)).catch(() =>
          this.error(`${where} is not in public/images/uploads: upload it again in the editor`),
        );
        try {
          const prepared = await preparePhoto(slot, input, cacheDir);
          sources[slot] = prepared.source;
          for (const [fileName, bytes] of prepared.files) published.set(fileName, bytes);
        } catch (error) {
          if (error instanceof PhotoError) this.error(`${where} ${error.message}`);
          throw error;
        }
      }
      return `export default ${JSON.stringify(sources)};`;
    },
    generateBundle() {
      // The prerender's server build draws the same pages, and another language's build names
      // the same files: only one client build publishes them.
      if (!publish || this.environment.config.consumer === 'server') return;
      for (const [fileName, source] of published)
        this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const bytes = published.get((request.url ?? '').split('?')[0]?.slice(1) ?? '');
        if (!bytes) return next();
        const extension = request.url?.split('.').pop();
        response.setHeader(
          'Content-Type',
          extension === 'jpg' ? 'image/jpeg' : `image/${extension}`,
        );
        response.end(bytes);
      });
    },
  };
}

import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PhotoError, photos, preparePhoto } from './photos';

/** A camera-sized JPEG with a photo's kind of detail: soft light, texture and shapes. */
function cameraPhoto(width: number, height: number, exif?: Record<string, string>) {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="light" x2="1" y2="1">
        <stop offset="0" stop-color="#f4d6a0"/><stop offset="1" stop-color="#37615a"/>
      </linearGradient>
      <filter id="grain"><feTurbulence baseFrequency="0.02" numOctaves="3"/>
        <feBlend in2="SourceGraphic" mode="multiply"/></filter>
    </defs>
    <rect width="100%" height="100%" fill="url(#light)" filter="url(#grain)"/>
    <circle cx="35%" cy="45%" r="20%" fill="#b5543c"/>
  </svg>`;
  const image = sharp(Buffer.from(scene)).jpeg({ quality: 90 });
  return (exif ? image.withExif({ IFD0: exif }) : image).toBuffer();
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photos-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

// Encoding takes seconds on a busy 2-core machine; these check what is made, not how fast.
describe('a photo staff uploaded, made ready for the pages', { timeout: 60_000 }, () => {
  it('becomes each width up to its own in WebP and JPEG, each file what its name says', async () => {
    const { source, files } = await preparePhoto('home-hero', await cameraPhoto(1400, 1050), dir);
    const names = [...files.keys()];
    expect(names).toHaveLength(6);
    for (const name of names)
      expect(name).toMatch(/^assets\/photos\/home-hero-[0-9a-f]{10}-\d+\.(webp|jpg)$/);
    for (const [name, bytes] of files) {
      const { format, width, height } = await sharp(bytes).metadata();
      const [, claimed, extension] = /-(\d+)\.(\w+)$/.exec(name)!;
      expect(width, name).toBe(Number(claimed));
      expect(height, name).toBe(Math.round((Number(claimed) * 1050) / 1400));
      expect({ webp: 'webp', jpg: 'jpeg' }[extension!]).toBe(format);
    }
    expect(source.srcSets.webp.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '480w',
      '800w',
      '1200w',
    ]);
    for (const srcSet of Object.values(source.srcSets))
      for (const entry of srcSet.split(', '))
        expect(files.has(entry.split(' ')[0]!.slice(1))).toBe(true);
    expect(files.has(source.src.slice(1))).toBe(true);
    expect(source).toMatchObject({ width: 800, height: 600 });
  });

  it('stands a photo the camera held sideways upright, and reserves its upright size', async () => {
    // Stored 1800 wide and 1250 high; the camera says to turn it a quarter: 1250 by 1800 upright.
    const sideways = await sharp(await cameraPhoto(1800, 1250))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { source, files } = await preparePhoto('about-story', sideways, dir);
    expect(source).toMatchObject({ width: 800, height: 1152 });
    const jpeg = files.get(source.src.slice(1))!;
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 800, height: 1152 });
  });

  it('publishes nothing of where or with what the photo was taken', async () => {
    const withGps = await cameraPhoto(1300, 900, { Make: 'PhoneMaker', Model: 'Phone 12' });
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const { files } = await preparePhoto('careers-hero', withGps, dir);
    for (const [name, bytes] of files)
      expect((await sharp(bytes).metadata()).exif, name).toBeUndefined();
  });

  it.each([
    [
      'too small to draw sharply',
      () => cameraPhoto(1000, 750),
      /^is 1000 pixels wide: upload one at least 1200 pixels wide/,
    ],
    [
      'a PNG',
      () =>
        sharp({ create: { width: 1400, height: 900, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      /^is a PNG file: upload a JPEG$/,
    ],
    [
      'not an image at all',
      async () => Buffer.from('<html>not a photo</html>'),
      /^is not a photo the site can read/,
    ],
  ])('refuses a file %s, in words for the person who uploaded it', async (_, make, message) => {
    const failure = preparePhoto('home-hero', await make(), dir);
    await expect(failure).rejects.toBeInstanceOf(PhotoError);
    await expect(failure).rejects.toThrow(message);
  });

  it('makes each file once: a second build reads them from the cache', async () => {
    const input = await cameraPhoto(1300, 900);
    const first = await preparePhoto('home-hero', input, dir);
    const cached = await readdir(dir);
    expect(cached).toHaveLength(6);
    // A cached file changed on disk is what the next build publishes: it was read, not remade.
    await writeFile(
      join(
        dir,
        cached.find((name) => name.endsWith('-480.webp'))!,
      ),
      'cached',
    );
    const second = await preparePhoto('home-hero', input, dir);
    expect([...second.files.keys()]).toEqual([...first.files.keys()]);
    const webp = [...second.files].find(([name]) => name.endsWith('-480.webp'))!;
    expect(Buffer.from(webp[1]).toString()).toBe('cached');
  });
});

describe('virtual:photos, what the pages import', { timeout: 60_000 }, () => {
  async function siteWith(photosFile: unknown, uploads: Record<string, Buffer> = {}) {
    await mkdir(join(dir, 'src/data'), { recursive: true });
    await mkdir(join(dir, 'public/images/uploads'), { recursive: true });
    await writeFile(join(dir, 'src/data/photos.json'), JSON.stringify(photosFile));
    for (const [name, bytes] of Object.entries(uploads))
      await writeFile(join(dir, 'public/images/uploads', name), bytes);
    const plugin = photos(dir, { publish: true });
    const context = {
      addWatchFile: () => undefined,
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const load = plugin.load as unknown as (this: typeof context, id: string) => Promise<string>;
    return () => load.call(context, '\0virtual:photos');
  }

  it('gives each filled slot its sources, and an empty one none', async () => {
    const load = await siteWith(
      {
        en: {
          'home-hero': { image: '/images/uploads/porch.jpg', alt: 'A porch' },
          'about-hero': { image: '', alt: '' },
        },
      },
      { 'porch.jpg': await cameraPhoto(1300, 975) },
    );
    const code = await load();
    const sources = JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(sources)).toEqual(['home-hero']);
    expect(sources['home-hero']).toMatchObject({ width: 800, height: 600 });
  });

  it('stops the build naming the field when the uploaded file is not there', async () => {
    const load = await siteWith({
      en: { 'home-hero': { image: '/images/uploads/gone.jpg', alt: 'Gone' } },
    });
    await expect(load()).rejects.toThrow(
      'src/data/photos.json › en.home-hero.image: /images/uploads/gone.jpg is not in public/images/uploads: upload it again in the editor',
    );
  });

  it('reads nothing outside the uploads folder, whatever the file says', async () => {
    const load = await siteWith({
      en: { 'home-hero': { image: '/images/uploads/../../../etc/passwd.jpg', alt: 'x' } },
    });
    await expect(load()).rejects.toThrow('is not a JPEG uploaded in the editor');
  });
});

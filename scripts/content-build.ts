/**
 * `npm run test:content-build`: the build against edited content files, the way staff edit them.
 * Four bad edits, made at once, must stop `npm run build` with each file and field in its
 * output; a changed job title must show on the job's page after a build, and an uploaded photo
 * on the home page in the sizes the build made of it, without the upload itself.
 *
 * The edits and the builds happen in a copy of the project (./projectCopy.ts), never in the
 * working tree: `npm test` runs this beside the unit tests, which read the same content files,
 * and beside the real build, which writes the same `dist/`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import type Business from '#src/data/business.json';
import type Openings from '#src/data/openings.json';
import type Photos from '#src/data/photos.json';
import { projectCopy } from './projectCopy';

const { root, remove: removeCopy } = projectCopy('hearthside-content-');

const openingsFile = resolve(root, 'src/data/openings.json');
const businessFile = resolve(root, 'src/data/business.json');
const photosFile = resolve(root, 'src/data/photos.json');
const upload = resolve(root, 'public/images/uploads/content-test.jpg');
const originals = {
  openings: readFileSync(openingsFile),
  business: readFileSync(businessFile),
  photos: readFileSync(photosFile),
};

/** Undoes the edits in the copy, so the next build starts from the real content. */
function restore() {
  writeFileSync(openingsFile, originals.openings);
  writeFileSync(businessFile, originals.business);
  writeFileSync(photosFile, originals.photos);
  rmSync(upload, { force: true });
}

function editOpenings(change: (content: typeof Openings) => void) {
  const content = JSON.parse(originals.openings.toString('utf8')) as typeof Openings;
  change(content);
  writeFileSync(openingsFile, `${JSON.stringify(content, null, 2)}\n`);
}

function editBusiness(change: (content: typeof Business) => void) {
  const content = JSON.parse(originals.business.toString('utf8')) as typeof Business;
  change(content);
  writeFileSync(businessFile, `${JSON.stringify(content, null, 2)}\n`);
}

/** A photo as a phone takes one: large, with the camera's details in its EXIF. */
async function uploadPhoto(alt: { en: string; es: string }) {
  await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#b5543c' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' } })
    .toFile(upload);
  const content = JSON.parse(originals.photos.toString('utf8')) as typeof Photos;
  for (const language of ['en', 'es'] as const)
    content[language]['home-hero'] = {
      image: '/images/uploads/content-test.jpg',
      alt: alt[language],
    };
  writeFileSync(photosFile, `${JSON.stringify(content, null, 2)}\n`);
}

function build() {
  const run = spawnSync('npx', ['tsx', 'src/build/build.ts'], { cwd: root, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Four mistakes staff could make, made together: the build must refuse, naming each. */
const badEdits: {
  name: string;
  says: string;
  openings?: (content: typeof Openings) => void;
  business?: (content: typeof Business) => void;
}[] = [
  {
    name: 'a missing Spanish job title',
    openings: (file) => {
      for (const opening of file.es.openings.slice(0, 1)) opening.title = '';
    },
    says: 'src/data/openings.json › es.openings[personal-care-aide-douglasville].title',
  },
  {
    name: 'a last day before the first',
    openings: (file) => {
      for (const language of [file.en, file.es])
        for (const opening of language.openings.slice(1, 2)) opening.lastDay = '2026-01-01';
    },
    says: 'src/data/openings.json › en.openings[companion-caregiver-south-fulton].lastDay',
  },
  {
    name: 'a phone that is not a US number',
    business: (file) => {
      file.contact.phone = '555-0142';
    },
    says: 'src/data/business.json › contact.phone',
  },
  {
    name: 'a photo without words for people who cannot see it (uploaded below)',
    says: 'src/data/photos.json › es.home-hero.alt',
  },
];

const failures: string[] = [];
try {
  // One build for the four: the content is checked whole before anything is built, and each
  // mistake must be named, so one that went unchecked would still show. A build for each would
  // nearly double this script's time (decision record 0024).
  editOpenings((file) => badEdits.forEach((edit) => edit.openings?.(file)));
  editBusiness((file) => badEdits.forEach((edit) => edit.business?.(file)));
  await uploadPhoto({ en: 'A caregiver at the door', es: '' });
  const refusal = build();
  restore();
  const refused = refusal.output.split('\n').filter((line) => line.includes('›'));
  console.log(`\nfour bad edits: exit ${refusal.status}\n${refused.join('\n')}`);
  if (refusal.status === 0) failures.push('four bad edits: the build passed');
  if (!refusal.output.includes('nothing was built'))
    failures.push('four bad edits: no plain refusal');
  for (const { name, says } of badEdits)
    if (!refusal.output.includes(says))
      failures.push(`${name}: the output does not name "${says}"`);

  const title = 'Home Care Aide (edited by the content test)';
  editOpenings((file) => {
    for (const opening of file.en.openings.slice(0, 1)) opening.title = title;
  });
  const alt = {
    en: 'A caregiver greets a client at the door',
    es: 'Una cuidadora saluda a una clienta',
  };
  await uploadPhoto(alt);
  const { status, output } = build();
  for (const [home, words] of [
    ['dist/index.html', alt.en],
    ['dist/es/index.html', alt.es],
  ] as const) {
    const html = readFileSync(resolve(root, home), 'utf8');
    const image = new RegExp(`<img[^>]*alt="${words}"[^>]*>`).exec(html)?.[0] ?? '';
    const files = [...html.matchAll(/\/assets\/photos\/[\w.-]+/g)].map(([file]) => file);
    const missing = files.filter((file) => !existsSync(resolve(root, `dist${file}`)));
    console.log(
      `an uploaded photo on ${home}: ${files.length} sources named, ${missing.length} missing`,
    );
    if (!image.includes('width="800"') || !image.includes('height="600"'))
      failures.push(
        `an uploaded photo: ${home} has no <img> with its words and its size: ${image}`,
      );
    if (!html.includes('<source type="image/webp"')) failures.push(`${home}: no WebP source`);
    if (files.length === 0 || missing.length > 0)
      failures.push(
        `an uploaded photo: ${home} names files that are not built: ${missing.join(', ')}`,
      );
  }
  // The upload keeps the phone's EXIF: only the sizes made from it are published.
  if (existsSync(resolve(root, 'dist/images/uploads')))
    failures.push('an uploaded photo: the upload itself is published in dist/images/uploads');
  const page = readFileSync(
    resolve(root, 'dist/careers/personal-care-aide-douglasville/index.html'),
    'utf8',
  );
  console.log(`\na changed job title: exit ${status}, on its page: ${page.includes(title)}`);
  if (status !== 0) failures.push(`a changed job title: the build failed\n${output}`);
  if (!page.includes(`<h1`) || !page.includes(title))
    failures.push('a changed job title: not on /careers/personal-care-aide-douglasville');
} finally {
  removeCopy();
}

if (failures.length > 0) {
  console.error(`\n✖ ${failures.length} check(s) failed:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(
  '\n✓ Bad content stops the build with its file and field; a changed title and a photo are built.',
);

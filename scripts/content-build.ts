/**
 * `npm run test:content-build`: the build against edited content files, the way staff edit them.
 * Three bad edits must stop `npm run build` with the file and the field in its output; a changed
 * job title must show on the job's page after a build. Each edit is undone before the next, and
 * the files are restored even if this is interrupted. Run before `npm run build` in `npm test`,
 * which then builds the real content again.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type Business from '../src/data/business.json';
import type Openings from '../src/data/openings.json';

const root = resolve(import.meta.dirname, '..');
const openingsFile = resolve(root, 'src/data/openings.json');
const businessFile = resolve(root, 'src/data/business.json');
const originals = { openings: readFileSync(openingsFile), business: readFileSync(businessFile) };

function restore() {
  writeFileSync(openingsFile, originals.openings);
  writeFileSync(businessFile, originals.business);
}
process.on('SIGINT', () => {
  restore();
  process.exit(130);
});

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

function build() {
  const run = spawnSync('npx', ['tsx', 'src/build/build.ts'], { cwd: root, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const badEdits = [
  {
    name: 'a missing Spanish job title',
    apply: () =>
      editOpenings((file) => {
        for (const opening of file.es.openings.slice(0, 1)) opening.title = '';
      }),
    says: 'src/data/openings.json › es.openings[personal-care-aide-douglasville].title',
  },
  {
    name: 'a last day before the first',
    apply: () =>
      editOpenings((file) => {
        for (const language of [file.en, file.es])
          for (const opening of language.openings.slice(1, 2)) opening.lastDay = '2026-01-01';
      }),
    says: 'src/data/openings.json › en.openings[companion-caregiver-south-fulton].lastDay',
  },
  {
    name: 'a phone that is not a US number',
    apply: () =>
      editBusiness((file) => {
        file.contact.phone = '555-0142';
      }),
    says: 'src/data/business.json › contact.phone',
  },
];

const failures: string[] = [];
try {
  for (const { name, apply, says } of badEdits) {
    apply();
    const { status, output } = build();
    restore();
    const refused = output.split('\n').filter((line) => line.includes('›'));
    console.log(`\n${name}: exit ${status}\n${refused.join('\n')}`);
    if (status === 0) failures.push(`${name}: the build passed`);
    if (!output.includes(says)) failures.push(`${name}: the output does not name "${says}"`);
    if (!output.includes('nothing was built')) failures.push(`${name}: no plain refusal`);
  }

  const title = 'Home Care Aide (edited by the content test)';
  editOpenings((file) => {
    for (const opening of file.en.openings.slice(0, 1)) opening.title = title;
  });
  const { status, output } = build();
  restore();
  const page = readFileSync(
    resolve(root, 'dist/careers/personal-care-aide-douglasville/index.html'),
    'utf8',
  );
  console.log(`\na changed job title: exit ${status}, on its page: ${page.includes(title)}`);
  if (status !== 0) failures.push(`a changed job title: the build failed\n${output}`);
  if (!page.includes(`<h1`) || !page.includes(title))
    failures.push('a changed job title: not on /careers/personal-care-aide-douglasville');
} finally {
  restore();
}

if (failures.length > 0) {
  console.error(`\n✖ ${failures.length} check(s) failed:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('\n✓ Bad content stops the build with its file and field; a changed title is built.');

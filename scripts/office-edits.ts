/**
 * `npm run test:office-edits`: the office's ordinary edits at /admin must never turn CI red.
 *
 * In a copy of the project (./projectCopy.ts), each round makes a handful of edits the office
 * makes every month (a reply time, an office-hours line, the phone number, FAQ answers reworded,
 * an opening added and one closed, a job title, a notice, the rates), writes each file exactly as
 * the editor does (`JSON.stringify(content, null, 2)` and a newline), then runs what CI runs on
 * content: the content check, the format check and every unit test. Two rounds with different
 * values, so a test that passes by coincidence on one value still shows.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type Business from '#src/data/business.json';
import type Faq from '#src/data/faq.json';
import type LocalFacts from '#src/data/local-facts.json';
import type Notice from '#src/data/notice.json';
import type Openings from '#src/data/openings.json';
import type PaymentPrograms from '#src/data/payment-programs.json';
import { officeDay } from '#src/config/today';
import { projectCopy } from './projectCopy';

interface ContentFiles {
  'business.json': typeof Business;
  'faq.json': typeof Faq;
  'local-facts.json': typeof LocalFacts;
  'notice.json': typeof Notice;
  'openings.json': typeof Openings;
  'payment-programs.json': typeof PaymentPrograms;
}

type Edit = {
  [File in keyof ContentFiles]: [File, (content: ContentFiles[File]) => void];
}[keyof ContentFiles];

/** One edit to one file, typed by the file it edits. */
const edit = <File extends keyof ContentFiles>(
  file: File,
  change: (content: ContentFiles[File]) => void,
): Edit => [file, change] as Edit;

const today = officeDay(new Date());
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const plusHour = (clock: string, hours: number) =>
  `${String(Number(clock.slice(0, 2)) + hours).padStart(2, '0')}${clock.slice(2)}`;

function answerOf(faq: typeof Faq, language: 'en' | 'es', id: string) {
  const question = faq[language].questions.find((candidate) => candidate.id === id);
  if (!question) throw new Error(`faq.json has no ${language} question ${id}: pick another`);
  return question;
}

/** An opening added, as the office adds one: a copy of another, with its own address and days. */
function addOpening(openings: typeof Openings, id: string, title: { en: string; es: string }) {
  for (const language of ['en', 'es'] as const) {
    const [model] = openings[language].openings;
    if (!model) throw new Error('openings.json has no opening to copy');
    openings[language].openings.push({
      ...model,
      id,
      title: title[language],
      firstDay: today,
      lastDay: dayAfter(today, 45),
    });
  }
}

/** An opening closed, as the office closes one: its last day yesterday, or taken out. */
function closeOpening(openings: typeof Openings, index: number) {
  for (const language of ['en', 'es'] as const) {
    const list = openings[language].openings;
    const opening = list[index];
    if (!opening) continue;
    const yesterday = dayAfter(today, -1);
    if (opening.firstDay <= yesterday) opening.lastDay = yesterday;
    else list.splice(index, 1);
  }
}

const rounds: { name: string; edits: Edit[] }[] = [
  {
    name: 'round 1',
    edits: [
      edit('business.json', (file) => void (file.responseTargets.applicantBusinessDays += 1)),
      edit('business.json', (file) => void (file.contact.phone = '(678) 555-0187')),
      edit('business.json', (file) => {
        const saturday = file.officeHours.find((line) => line.dayOfWeek.includes('Saturday'));
        if (saturday) saturday.closes = plusHour(saturday.closes, -1);
      }),
      edit(
        'business.json',
        (file) => void ((file.hourlyRate.min += 2), (file.hourlyRate.max += 2)),
      ),
      edit('business.json', (file) => void (file.figures.familiesServed = '650+')),
      edit('payment-programs.json', (file) => void (file.pricing.errandRatePerMile = 0.75)),
      edit('faq.json', (file) => {
        answerOf(file, 'en', 'does-medicare-pay').answer +=
          '\n\nNot sure what your plan covers? Call the number on the back of the card.';
        answerOf(file, 'es', 'does-medicare-pay').answer +=
          '\n\n¿No sabe qué cubre su plan? Llame al número que aparece al reverso de la tarjeta.';
        const consultation = answerOf(file, 'en', 'what-happens-at-the-consultation');
        consultation.answer = consultation.answer.split('\n\n').reverse().join('\n\n');
      }),
      edit('openings.json', (file) => {
        addOpening(file, 'home-care-aide-villa-rica', {
          en: 'Home Care Aide',
          es: 'Asistente de cuidado en casa',
        });
        closeOpening(file, 1);
        const [first] = file.en.openings;
        if (first) first.title = `${first.title} (Days)`;
      }),
      edit('notice.json', (file) => {
        // In English only; the editor copies the days to the Spanish side itself.
        const days = { firstDay: today, lastDay: dayAfter(today, 3) };
        file.en = {
          ...file.en,
          ...days,
          text: 'Closed Friday for a staff training day. Calls are returned Saturday morning.',
        };
        file.es = { ...file.es, ...days };
      }),
      edit('payment-programs.json', (file) => {
        for (const program of file.programs) program.checkedOn = today;
      }),
    ],
  },
  {
    name: 'round 2',
    edits: [
      edit('business.json', (file) => void (file.responseTargets.applicantBusinessDays = 1)),
      edit('business.json', (file) => void (file.responseTargets.familyOfficeMinutes = 45)),
      edit('business.json', (file) => void (file.contact.phone = '(470) 555-0123')),
      edit('business.json', (file) => {
        const [weekdays] = file.officeHours;
        if (weekdays) weekdays.opens = '07:30';
      }),
      edit('business.json', (file) => void (file.founder.name = 'Ruth Ellison')),
      edit('faq.json', (file) => {
        for (const language of ['en', 'es'] as const) {
          const medicare = answerOf(file, language, 'does-medicare-pay');
          medicare.answer = medicare.answer.split('\n\n').reverse().join('\n\n');
        }
        answerOf(file, 'es', 'what-happens-at-the-consultation').answer +=
          '\n\nLa consulta dura alrededor de una hora.';
      }),
      edit('openings.json', (file) => {
        // A quiet season: every job taken out (the unit tests' fixed day would still see
        // jobs closed yesterday as open).
        file.en.openings = [];
        file.es.openings = [];
      }),
      edit(
        'payment-programs.json',
        (file) =>
          void (file.pricing.minimumVisitHours = file.pricing.minimumVisitHours === 3 ? 4 : 3),
      ),
      edit('local-facts.json', (file) => {
        const [hospital] = file.hospitals;
        if (hospital) hospital.checkedOn = today;
      }),
    ],
  },
];

const { root, remove } = projectCopy('hearthside-office-');
const dataFile = (name: string) => resolve(root, 'src/data', name);
const originals = new Map<string, string>();

/** Makes a round's edits, each file written once, as the editor writes it. */
function applyEdits(edits: readonly Edit[]) {
  const changed = new Map<string, unknown>();
  for (const [name, change] of edits) {
    const original = originals.get(name) ?? readFileSync(dataFile(name), 'utf8');
    originals.set(name, original);
    const content = changed.get(name) ?? JSON.parse(original);
    (change as (content: unknown) => void)(content);
    changed.set(name, content);
  }
  for (const [name, content] of changed)
    writeFileSync(dataFile(name), `${JSON.stringify(content, null, 2)}\n`);
  return [...changed.keys()];
}

function restore() {
  for (const [name, text] of originals) writeFileSync(dataFile(name), text);
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
    // The unit tests print megabytes of log lines: past spawnSync's 1 MB, it kills the run.
    maxBuffer: 256 * 1024 * 1024,
  });
  const error = result.error ? `\n${String(result.error)}` : '';
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}${error}` };
}

const checks = [
  {
    name: 'content check',
    command: [
      'npx',
      'tsx',
      '--eval',
      "import { contentProblems } from './src/build/contentFiles.ts'; import { describeProblems } from './src/data/check.ts'; const problems = contentProblems(); if (problems.length) { console.error(describeProblems(problems)); process.exit(1); }",
    ],
  },
  { name: 'format check', command: ['npx', 'prettier', '--check', '.'] },
  { name: 'unit tests', command: ['npx', 'vitest', 'run'] },
] as const;

const failures: string[] = [];
try {
  // `-- --round=2` makes one round only, to look into a failure.
  const only = process.argv.find((arg) => arg.startsWith('--round='))?.slice('--round='.length);
  for (const round of rounds.filter(({ name }) => !only || name === `round ${only}`)) {
    const files = applyEdits(round.edits);
    console.log(`\n${round.name}: ${round.edits.length} edits to ${files.join(', ')}`);
    for (const { name, command } of checks) {
      const started = performance.now();
      const { ok, output } = run(command[0], [...command.slice(1)]);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`  ${ok ? '✓' : '✖'} ${name} (${seconds} s)`);
      if (!ok) {
        // The failures and the summary; never the JSON log lines the tests print on purpose.
        const failed = output
          .split('\n')
          .filter((line) => !line.includes('{"'))
          .filter((line) => /FAIL|✖|×|\[warn\]|›|Error|Unhandled|Test Files|Tests {2}/.test(line))
          .slice(0, 60);
        failures.push(`${round.name}, ${name}:\n${failed.join('\n')}`);
      }
    }
    restore();
  }
} finally {
  remove();
}

if (failures.length > 0) {
  console.error(`\n✖ An ordinary edit at /admin turns CI red:\n${failures.join('\n\n')}`);
  process.exit(1);
}
console.log('\n✓ Ordinary edits, written as the editor writes them, pass every check CI runs.');

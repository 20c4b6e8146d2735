import { describe, expect, it } from 'vitest';
import { placeIds } from '../../config/areas';
import type { PlaceCopy } from './placeCopy';

const english = import.meta.glob<{ place: PlaceCopy }>(['./*.ts', '!./placeCopy.ts'], {
  eager: true,
});
const spanish = import.meta.glob<{ place: PlaceCopy }>('../es/places/*.ts', { eager: true });

const copyOf = (modules: Record<string, { place: PlaceCopy }>, id: string) =>
  Object.entries(modules).find(([file]) => file.endsWith(`/${id}.ts`))?.[1].place;

/** The words a reader of the page reads in its main text: every string but the head's. */
function mainText(copy: PlaceCopy): string {
  const strings: string[] = [];
  const visit = (value: unknown, key?: string) => {
    if (typeof value === 'string') {
      if (key !== 'id') strings.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => visit(item));
    else if (value && typeof value === 'object')
      for (const [name, item] of Object.entries(value)) visit(item, name);
  };
  visit({ ...copy, meta: undefined });
  return strings.join(' ');
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];

function fiveWordRuns(text: string): Set<string> {
  const all = words(text);
  return new Set(all.slice(0, -4).map((_, index) => all.slice(index, index + 5).join(' ')));
}

/**
 * The share of the smaller page's five-word runs that the other page also has: Google's spam
 * policy calls pages that differ only in a town's name doorways.
 */
function overlap(a: string, b: string): number {
  const runsA = fiveWordRuns(a);
  const runsB = fiveWordRuns(b);
  const shared = [...runsA].filter((run) => runsB.has(run)).length;
  return shared / Math.min(runsA.size, runsB.size);
}

describe.each([
  ['English', english],
  ['Spanish', spanish],
])('the place pages in %s', (_language, modules) => {
  const pages = placeIds.map((id) => ({ id, copy: copyOf(modules, id) }));

  it('has a page for every place served, and none for a place not served', () => {
    expect(pages.filter(({ copy }) => !copy).map(({ id }) => id)).toEqual([]);
    expect(Object.keys(modules)).toHaveLength(placeIds.length);
  });

  it.each(placeIds)('%s: at least 250 words of its own, with 2 or 3 questions', (id) => {
    const copy = copyOf(modules, id)!;
    expect(words(mainText(copy)).length).toBeGreaterThanOrEqual(250);
    expect(copy.questions.items.length).toBeGreaterThanOrEqual(2);
    expect(copy.questions.items.length).toBeLessThanOrEqual(3);
    expect(copy.meta.title.length).toBeLessThanOrEqual(60);
    expect(copy.meta.description.length).toBeLessThanOrEqual(160);
  });

  it('has no two pages sharing more than a third of their five-word runs', () => {
    const texts = pages.map(({ id, copy }) => ({ id, text: mainText(copy!) }));
    const pairs = texts.flatMap((a, index) =>
      texts
        .slice(index + 1)
        .map((b) => ({ pair: `${a.id} / ${b.id}`, share: overlap(a.text, b.text) })),
    );
    const largest = pairs.reduce((top, pair) => (pair.share > top.share ? pair : top));
    console.info(`largest overlap: ${largest.pair} ${(largest.share * 100).toFixed(1)}%`);
    expect(pairs.filter(({ share }) => share > 1 / 3)).toEqual([]);
  });

  it('gives every page its own title and description', () => {
    const metas = pages.map(({ copy }) => copy!.meta);
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(placeIds.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(placeIds.length);
  });
});

describe('overlap', () => {
  it('is the share of the smaller text’s five-word runs found in the other', () => {
    const a = 'one two three four five six';
    expect(overlap(a, a)).toBe(1);
    expect(overlap(a, 'one two three four five and more words here')).toBe(0.5);
    expect(overlap(a, 'seven eight nine ten eleven twelve')).toBe(0);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = resolve(import.meta.dirname, '../docs/decisions');

/**
 * The head of a record, the list under its title:
 *
 *     - Status: Superseded
 *     - Date: 2026-11-21
 *     - Superseded by: [0021](0021-the-declarative-router.md)
 *     - Supersedes: [0001](0001-prerender-and-hydrate.md)
 *
 * A record says what was decided on its date; a changed decision is a new record, and the old
 * one points to it, so a reader who lands on the old one finds what holds now. A record whose
 * other decisions still hold stays Accepted and is "Superseded in part by" the new one.
 */
interface Head {
  status: string | undefined;
  date: string | undefined;
  supersededBy: string[] | undefined;
  supersededInPartBy: string[] | undefined;
  supersedes: string[] | undefined;
}

/** The records that superseded one, in whole or in part. */
function successors(head: Head | undefined): string[] {
  return [...(head?.supersededBy ?? []), ...(head?.supersededInPartBy ?? [])];
}

function field(text: string, name: string): string | undefined {
  return new RegExp(`^- ${name}: (.+)$`, 'm').exec(text)?.[1]?.trim();
}

/** The records a field's links name, as file names in docs/decisions/. */
function linked(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return [...value.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target ?? '');
}

function headOf(text: string): Head {
  // Only the lines before the first section: a record may quote another's head in its body.
  const head = text.split(/^## /m)[0] ?? '';
  return {
    status: field(head, 'Status'),
    date: field(head, 'Date'),
    supersededBy: linked(field(head, 'Superseded by')),
    supersededInPartBy: linked(field(head, 'Superseded in part by')),
    supersedes: linked(field(head, 'Supersedes')),
  };
}

/** What is wrong with one record's head, among the records there are; empty when nothing. */
function problems(name: string, text: string, records: readonly string[]): string[] {
  const head = headOf(text);
  const found: string[] = [];
  if (head.status !== 'Accepted' && head.status !== 'Superseded') {
    found.push(`${name}: Status is ${head.status ?? 'missing'}, not Accepted or Superseded`);
  }
  const date = head.date?.match(/^(\d{4}-\d{2}-\d{2})\b/)?.[1];
  if (date === undefined || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    found.push(`${name}: Date is ${head.date ?? 'missing'}, not a day like 2026-11-21`);
  }
  if (head.status === 'Superseded' && !head.supersededBy?.length) {
    found.push(`${name}: Superseded, but names no record that supersedes it`);
  }
  if (head.status === 'Accepted' && head.supersededBy !== undefined) {
    found.push(`${name}: Accepted, yet Superseded by another record`);
  }
  for (const successor of successors(head)) {
    if (!records.includes(successor))
      found.push(`${name}: Superseded by ${successor}, which does not exist`);
  }
  for (const predecessor of head.supersedes ?? []) {
    if (!records.includes(predecessor))
      found.push(`${name}: Supersedes ${predecessor}, which does not exist`);
  }
  return found;
}

function records(): string[] {
  return readdirSync(folder)
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort();
}

describe('the decision records', () => {
  it('each carry a Status, a Date, and the record that superseded them when one did', () => {
    const names = records();
    expect(names.length).toBeGreaterThan(0);
    const found = names.flatMap((name) =>
      problems(name, readFileSync(resolve(folder, name), 'utf8'), names),
    );
    expect(found).toEqual([]);
  });

  it('point both ways: a record superseded by another is named by it, and the other way round', () => {
    const names = records();
    const heads = new Map(
      names.map((name) => [name, headOf(readFileSync(resolve(folder, name), 'utf8'))]),
    );
    const oneWay = names.flatMap((name) => {
      const head = heads.get(name);
      return [
        ...successors(head)
          .filter((successor) => existsSync(resolve(folder, successor)))
          .filter((successor) => !heads.get(successor)?.supersedes?.includes(name))
          .map(
            (successor) =>
              `${name} is superseded by ${successor}, which does not say it supersedes it`,
          ),
        ...(head?.supersedes ?? [])
          .filter((predecessor) => existsSync(resolve(folder, predecessor)))
          .filter((predecessor) => !successors(heads.get(predecessor)).includes(name))
          .map((predecessor) => `${name} supersedes ${predecessor}, which does not say so`),
      ];
    });
    expect(oneWay).toEqual([]);
  });

  it('would see a record without a status or date, and one superseded by a record that is gone', () => {
    const names = ['0001-a.md', '0002-b.md'];
    expect(problems('0001-a.md', '# 1. A\n\n## Context\n', names)).toHaveLength(2);
    expect(
      problems(
        '0001-a.md',
        '# 1. A\n\n- Status: Superseded\n- Date: 2026-11-21\n- Superseded by: [0003](0003-c.md)\n',
        names,
      ),
    ).toEqual(['0001-a.md: Superseded by 0003-c.md, which does not exist']);
    expect(
      problems('0001-a.md', '# 1. A\n\n- Status: Superseded\n- Date: 2026-11-21\n', names),
    ).toHaveLength(1);
    expect(
      problems(
        '0001-a.md',
        '# 1. A\n\n- Status: Superseded\n- Date: 2026-11-21\n- Superseded by: [0002](0002-b.md)\n',
        names,
      ),
    ).toEqual([]);
    expect(
      problems(
        '0001-a.md',
        '# 1. A\n\n- Status: Accepted\n- Date: 2026-11-21\n- Superseded in part by: [0003](0003-c.md)\n',
        names,
      ),
    ).toEqual(['0001-a.md: Superseded by 0003-c.md, which does not exist']);
  });
});

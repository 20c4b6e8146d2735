import { describe, expect, it } from 'vitest';
import { callKey, callOfKey, factsOfKey, leadKey, type LeadFacts } from './leadKeys';
import { tapKey } from './tapKeys';

/** A lead of the test's own: the keys hold whatever facts they are given. */
const lead: LeadFacts = {
  day: '2026-03-09',
  form: 'someForm',
  language: 'es',
  source: 'newsletter / email',
  answers: { howSoon: 'this week', area: 'out', note: 'a/b & c=d' },
};

describe("a lead's key", () => {
  it('reads back as the facts it was written from, whatever characters they hold', () => {
    const key = leadKey(lead, 'id-1');
    expect(factsOfKey(key)).toEqual(lead);
    expect(callOfKey(key)).toBeUndefined();
  });

  it('reads back with no answers when it has none, and so does a key written before the dash', () => {
    const plain = { ...lead, answers: {} };
    expect(factsOfKey(leadKey(plain, 'id-2'))).toEqual(plain);
    const older = [plain.day, plain.form, plain.language, 'x', '', 'id-3'].join('/');
    expect(factsOfKey(older)).toEqual({ ...plain, source: 'x' });
  });

  it('too long to write, keeps the lead and drops only its answers', () => {
    const long = { ...lead, answers: { note: 'ü'.repeat(400) } };
    const key = leadKey(long, 'id-4');
    expect(Buffer.byteLength(key)).toBeLessThan(600);
    expect(factsOfKey(key)).toEqual({ ...long, answers: {} });
  });

  it('is not read from a key with a part missing', () => {
    const key = leadKey(lead, 'id-5');
    expect(factsOfKey(key.split('/').slice(0, 5).join('/'))).toBeUndefined();
  });
});

describe("a first call's key", () => {
  const call = {
    form: 'someForm',
    receivedAt: '2026-03-09T15:00:00Z',
    onTime: false,
    minutes: 95,
    outcome: 'left-message',
    source: 'flyer / print',
  };

  it("reads back on the lead's office day, on time or late, with its minutes, outcome and source", () => {
    expect(callOfKey(callKey(call, 'id-6'))).toEqual({
      day: '2026-03-09',
      form: 'someForm',
      onTime: false,
      minutes: 95,
      outcome: 'left-message',
      source: 'flyer / print',
    });
    expect(callOfKey(callKey({ ...call, onTime: true }, 'id-7'))?.onTime).toBe(true);
  });

  it('written before calls held a source, still reads, under an unknown source', () => {
    const older = ['2026-03-09', '~call', 'someForm', 'late', '95', 'reached', 'id-10'].join('/');
    expect(callOfKey(older)).toEqual({
      day: '2026-03-09',
      form: 'someForm',
      onTime: false,
      minutes: 95,
      outcome: 'reached',
      source: 'unknown',
    });
  });

  it("is never read from a lead's key or a tap's", () => {
    expect(callOfKey(leadKey(lead, 'id-8'))).toBeUndefined();
    const tap = { ...lead, kind: 'call', target: 'office', page: '/' } as const;
    expect(callOfKey(tapKey(tap, 'id-9'))).toBeUndefined();
  });
});

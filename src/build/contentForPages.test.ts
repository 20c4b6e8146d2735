import { describe, expect, it } from 'vitest';
import { contentForPages } from './contentForPages';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = contentForPages().transform as unknown as Transform;

describe("the pages' view of the content files", () => {
  it('leaves out what only the launch gate reads, at any depth', () => {
    const file = {
      founder: { name: 'Margaret Ellison', sample: true },
      hospitals: [{ id: 'grady', name: 'Grady', source: 'https://g.example', checkedOn: '' }],
    };
    const result = transform(JSON.stringify(file), '/repo/src/data/business.json');
    expect(JSON.parse(result!.code)).toEqual({
      founder: { name: 'Margaret Ellison' },
      hospitals: [{ id: 'grady', name: 'Grady' }],
    });
  });

  it("keeps a testimonial's flags, which decide whether it shows, and any other file", () => {
    expect(transform('{"sample":true}', '/repo/src/data/testimonials.json')).toBeNull();
    expect(transform('{"sample":true}', '/repo/src/content/other.json')).toBeNull();
  });
});

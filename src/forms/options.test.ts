import { describe, expect, it } from 'vitest';
import { applicationForm as spanish } from './apply/words.es';
import { applicationDefinition } from './apply/definition';
import { byLabel, optionsOf } from './options';

describe('a choice built from its values and one language’s words', () => {
  it('keeps the values in the definition’s order, each with its label', () => {
    expect(optionsOf(['b', 'a'], { a: 'Apple', b: 'Banana' })).toEqual([
      { value: 'b', label: 'Banana' },
      { value: 'a', label: 'Apple' },
    ]);
  });

  it('lists the states where a Spanish reader looks for them, with the same codes', () => {
    const state = applicationDefinition.fields.find((field) => field.name === 'state')!;
    const codes = state.options!.map((option) => option.value);
    const inSpanish = byLabel(optionsOf(codes, spanish.choices.state), 'es');
    const labels = inSpanish.map((option) => option.label);
    expect(labels.indexOf('Carolina del Norte')).toBe(labels.indexOf('California') + 1);
    expect(labels.indexOf('Nueva York')).toBeLessThan(labels.indexOf('Ohio'));
    expect(inSpanish.map((option) => option.value).sort()).toEqual([...codes].sort());
    expect(state.options!.find((option) => option.value === 'NC')!.label).toBe('North Carolina');
  });
});

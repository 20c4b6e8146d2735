import { describe, expect, it } from 'vitest';
import { callLanguageNote } from './callLanguage';
import { callLanguageWords as english } from './callLanguageWords';
import { callLanguageWords as spanish } from './es/callLanguageWords';

describe('the line on the call’s language', () => {
  it('tells a Spanish-speaking family the call will be in Spanish only when the office speaks it', () => {
    expect(callLanguageNote('es', spanish, ['en', 'es'])).toBe(spanish.spoken);
    expect(callLanguageNote('es', spanish, ['en'])).toBe(spanish.notSpoken);
  });

  it('says nothing on an English page, whatever the office speaks', () => {
    expect(callLanguageNote('en', english, ['en'])).toBeUndefined();
    expect(callLanguageNote('en', english, ['en', 'es'])).toBeUndefined();
  });
});

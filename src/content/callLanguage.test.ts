import { describe, expect, it } from 'vitest';
import { callLanguageNote } from './callLanguage';
import { callLanguageWords as english } from './callLanguageWords';
import { callLanguageWords as spanish } from './es/callLanguageWords';

describe('the line on the call’s language', () => {
  it('tells a Spanish-speaking family we will reach them in Spanish only when the office speaks it', () => {
    for (const reach of ['call', 'text', 'email', 'any'] as const) {
      expect(callLanguageNote('es', spanish, ['en', 'es'], reach)).toBe(spanish.spoken[reach]);
      expect(callLanguageNote('es', spanish, ['en'], reach)).toBe(spanish.notSpoken[reach]);
    }
  });

  it('says a text or an email is written, not called', () => {
    expect(callLanguageNote('es', spanish, ['en', 'es'], 'text')).not.toMatch(/llamar/i);
    expect(callLanguageNote('es', spanish, ['en', 'es'], 'email')).not.toMatch(/llamar/i);
    expect(callLanguageNote('es', spanish, ['en', 'es'], 'call')).toMatch(/llamaremos/);
  });

  it('says nothing on an English page, whatever the office speaks', () => {
    expect(callLanguageNote('en', english, ['en'])).toBeUndefined();
    expect(callLanguageNote('en', english, ['en', 'es'])).toBeUndefined();
  });
});

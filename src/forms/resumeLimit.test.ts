import { describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '../config/resume';
import * as english from '../content/forms';
import * as spanish from '../content/es/forms';
import { fileSize } from '../lib/fileSize';
import { applicationForm } from './apply/words';
import { applicationForm as solicitud } from './apply/words.es';
import { resumeProblem } from './resume';

/** The most bytes a phone still shows as `said` ("4.1 MB"): it rounds to a tenth. */
function largestShownAs(said: string): number {
  const match = /^(\d+(?:\.\d)?) MB$/.exec(said);
  if (!match) throw new Error(`Not a size in MB: ${said}`);
  return Math.round((Number(match[1]) + 0.05) * 1_000_000) - 1;
}

const file = (size: number) => ({ name: 'cv.pdf', size, type: 'application/pdf' });

describe('the résumé limit, said as a phone says sizes', () => {
  it('takes every file a phone shows at or under the limit the form states', () => {
    const said = english.resumeLimit;
    expect(said).toBe(fileSize(RESUME_MAX_BYTES, 'down'));
    const largest = largestShownAs(said);
    expect(fileSize(largest)).toBe(said);
    expect(resumeProblem(file(largest))).toBeUndefined();
    // As close as a tenth can say it: a tenth more would promise files the limit refuses.
    const tenthMore = `${((Number.parseFloat(said) * 10 + 1) / 10).toString()} MB`;
    expect(largestShownAs(tenthMore)).toBeGreaterThan(RESUME_MAX_BYTES);
    // And the limit itself is a real one: a file over it is refused.
    expect(resumeProblem(file(RESUME_MAX_BYTES + 1))).toBe('tooLarge');
    expect(fileSize(RESUME_MAX_BYTES + 1)).not.toBe(said);
  });

  it('is the same figure in both languages, wherever the form and the server say it', () => {
    expect(spanish.resumeLimit).toBe(english.resumeLimit);
    for (const text of [
      applicationForm.resume.hint,
      english.validationMessages.resumeTooLarge,
      solicitud.resume.hint,
      spanish.validationMessages.resumeTooLarge,
    ]) {
      expect(text).toContain(english.resumeLimit);
    }
  });

  it('names the chosen file with its size, in both languages', () => {
    const size = fileSize(1_234_567);
    for (const chosen of [applicationForm.resume.chosen, solicitud.resume.chosen]) {
      expect(chosen('cv.pdf', size)).toContain(`cv.pdf, ${size}`);
    }
    expect(applicationForm.resume.chosen('cv.pdf', size)).not.toBe(
      solicitud.resume.chosen('cv.pdf', size),
    );
  });
});

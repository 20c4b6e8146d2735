import { describe, expect, expectTypeOf, it } from 'vitest';
import { formNames } from '#src/forms/registry';
import { serverForms, type StaffSide } from '../shared/forms';
import { readMailConfig, type MailConfig } from './config';

describe('the staff inbox a form names', () => {
  it('is one of the inboxes the functions read: a misspelt one does not compile', () => {
    const inboxOf = (side: Pick<StaffSide, 'inbox'>) => side.inbox;
    // @ts-expect-error: no inbox is read from MAIL_TO_CARES, so no staff email would go out.
    expect(inboxOf({ inbox: 'MAIL_TO_CARES' })).toBe('MAIL_TO_CARES');
    expectTypeOf<'MAIL_TO_CARES'>().not.toExtend<StaffSide['inbox']>();
    // The mail config has an address for exactly those inboxes.
    expectTypeOf<keyof MailConfig['to']>().toEqualTypeOf<StaffSide['inbox']>();
  });

  it.each(formNames)('of the %s form is read from its environment variable', (name) => {
    const { inbox } = serverForms[name];
    const named = readMailConfig({ [inbox]: ' staff@example.test ' }, 'production');
    expect(named.to[inbox]).toBe('staff@example.test');
    // Unset: an address of the agency's own in a local run, none on Netlify.
    expect(readMailConfig({}, '').to[inbox]).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(readMailConfig({}, 'production').to[inbox]).toBeUndefined();
  });
});

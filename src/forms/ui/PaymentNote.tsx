import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { TextWithPhones } from '../../components/TextWithPhones';
import { paths } from '../../config/paths';
import type { paymentNote as noteFor } from '../contact/paymentNote';

/**
 * The note under the care request's way to pay, when the agency does not take the one chosen:
 * where to go instead, each number a link to call it, and the section of /paying-for-care that
 * explains it. Its words and the payment facts load when a family first picks a way to pay, so
 * the pages that show the form carry none of them before.
 */
export function PaymentNote({ choice }: { choice: string }) {
  const [noteOf, setNoteOf] = useState<typeof noteFor>();
  useEffect(() => {
    let shown = true;
    import('../contact/paymentNote').then(
      ({ paymentNote }) => shown && setNoteOf(() => paymentNote),
      // Offline: the choice stands without its note, as it always does.
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, []);
  const note = noteOf?.(choice);
  if (!note) return null;
  return (
    <>
      <TextWithPhones text={note.text} />{' '}
      <Link to={`${paths.payingForCare}#${note.more.section}`}>{note.more.label}</Link>.
    </>
  );
}

import { Fragment } from 'react';
import { business } from '../content/business';
import { TextWithEmails } from './BreakableEmail';
import { NoWrap } from './TextWithPhone.styles';

/**
 * Copy that mentions the phone number, with the number kept on one line: "(770) 555-" at the
 * end of one line and "0142" on the next is hard to read and easy to misdial. An email address
 * in it breaks only where an address may (`TextWithEmails`).
 */
export function TextWithPhone({ text }: { text: string }) {
  const parts = text.split(business.phone.display);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <NoWrap>{business.phone.display}</NoWrap>}
          <TextWithEmails text={part} />
        </Fragment>
      ))}
    </>
  );
}

/** Paragraphs of copy, each with the phone number kept on one line. */
export function ParagraphsWithPhone({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => (
    <p key={text}>
      <TextWithPhone text={text} />
    </p>
  ));
}

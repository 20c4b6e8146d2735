import { Fragment } from 'react';

/** An email address in copy: a name, "@", and a domain of dot-separated words. */
const emailAddress = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/**
 * An email address that may wrap where a reader expects a break, after the "@" and before a
 * dot, and nowhere else: with large text a long address is wider than a phone, and a break in
 * the middle of a name reads as two words.
 */
export function BreakableEmail({ address }: { address: string }) {
  const at = address.indexOf('@');
  const [host = '', ...rest] = address.slice(at + 1).split('.');
  // One span: inside a flex link (an icon and the address) the pieces stay one line of text.
  return (
    <span>
      {address.slice(0, at + 1)}
      <wbr />
      {host}
      {rest.map((part, index) => (
        <Fragment key={index}>
          <wbr />.{part}
        </Fragment>
      ))}
    </span>
  );
}

/** Copy whose email addresses wrap as `BreakableEmail` does. */
export function TextWithEmails({ text }: { text: string }) {
  return text
    .split(emailAddress)
    .map((part, index) => (
      <Fragment key={index}>{index % 2 === 1 ? <BreakableEmail address={part} /> : part}</Fragment>
    ));
}

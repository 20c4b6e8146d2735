import { Fragment } from 'react';
import styled from 'styled-components';
import { telHref } from '../lib/telHref';

/** A US phone number as the content files write it: "1-866-552-4464", "404-463-3333", "(770) 555-0142". */
const phoneNumber = /((?:1-)?\(?\d{3}\)?[ -]\d{3}-\d{4})/;

const PhoneLink = styled.a`
  white-space: nowrap;
`;

/**
 * Copy that names programs' phone numbers, each a link to call it and kept on one line: "1-" at
 * the end of one line and "866-552-4464" on the next is hard to read and easy to misdial.
 */
export function TextWithPhones({ text }: { text: string }) {
  return text
    .split(phoneNumber)
    .map((part, index) => (
      <Fragment key={index}>
        {index % 2 === 1 ? <PhoneLink href={telHref(part)}>{part}</PhoneLink> : part}
      </Fragment>
    ));
}

import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { businessCopy } from '../content/businessCopy';

/** Words that advertise Alzheimer's or dementia care, in either language. */
const dementiaWords = /alzheimer|dementia|demencia/i;

/** Whether any of these words (a card, an answer, a page's copy) speak of dementia care. */
export function mentionsDementia(...texts: readonly unknown[]): boolean {
  return texts.some((text) =>
    dementiaWords.test(typeof text === 'string' ? text : JSON.stringify(text)),
  );
}

/**
 * "Ask us for our Alzheimer's disclosure form", as Georgia's Alzheimer's disclosure law asks of a
 * page that advertises dementia care: the link leads to the form once the office has linked it
 * (`business.claims.dementiaCare.disclosure`), and until then to the contact page.
 */
export function AlzheimersDisclosure() {
  const { offer, form } = businessCopy.alzheimersDisclosure;
  return <p>{form ? <a href={form}>{offer}</a> : <Link to={paths.contact}>{offer}</Link>}</p>;
}

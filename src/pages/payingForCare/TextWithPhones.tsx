import { TextWithPhones } from '../../components/TextWithPhones';

/** Paragraphs of copy, each phone number in them a link kept on one line. */
export function ParagraphsWithPhones({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => (
    <p key={text}>
      <TextWithPhones text={text} />
    </p>
  ));
}

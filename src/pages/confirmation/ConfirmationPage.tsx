import { ButtonLink } from '../../components/Button.styles';
import { PhoneLink } from '../../components/PhoneLink';
import { Container, Lead, Section } from '../../components/Section';
import { answerRules } from '../../content/answerRules';
import type { ConfirmationKey } from '../../config/paths';
import { confirmations } from '../../content/confirmation';
import { Answer, AnswerList, Detail, Flag, OtherLanguage } from './ConfirmationPage.styles';

/** A prerendered answer for a form posted without JavaScript. */
export function ConfirmationPage({ page }: { page: ConfirmationKey }) {
  const copy = confirmations[page];
  return (
    <Section>
      <Container>
        <h1>{copy.heading}</h1>
        <Lead>{copy.intro}</Lead>
        {copy.details.map((line) => (
          <Detail key={line}>{line}</Detail>
        ))}
        {copy.answersOf && (
          <AnswerList>
            {answerRules[copy.answersOf].map((answer) => (
              <Answer key={answer.id} id={answer.id}>
                <dt>{answer.label}</dt>
                <Flag>{copy.flagged}</Flag>
                <dd>{answer.need}</dd>
              </Answer>
            ))}
          </AnswerList>
        )}
        {copy.inOtherLanguage && (
          <OtherLanguage lang={copy.inOtherLanguage.lang}>
            <h2>{copy.inOtherLanguage.heading}</h2>
            {copy.inOtherLanguage.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </OtherLanguage>
        )}
        <p>
          <ButtonLink to={copy.back.to}>{copy.back.label}</ButtonLink>
        </p>
        <p>
          <PhoneLink variant="outline" wide="text" />
        </p>
      </Container>
    </Section>
  );
}

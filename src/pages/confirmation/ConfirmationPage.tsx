import { ButtonLink } from '../../components/Button.styles';
import { PhoneLink } from '../../components/PhoneLink';
import { Container, Lead, Section } from '../../components/Section';
import { rulesOf, type ShownForm } from '../../forms/answerRules';
import type { ConfirmationKey } from '../../config/paths';
import { confirmations } from '../../content/confirmation';
import type { PageIntro } from '../../content/pages';
import { Answer, AnswerList, Detail, Flag, OtherLanguage } from './ConfirmationPage.styles';

function thanksOf(form: ShownForm | undefined): PageIntro {
  if (!form) throw new Error('A thank-you page is given the form it thanks for.');
  return { heading: form.words.success.title, intro: form.words.success.description };
}

/**
 * A prerendered answer for a form posted without JavaScript. `form`, for a page about one form,
 * comes from the page that shows it (see `confirmationRoute`).
 */
export function ConfirmationPage({ page, form }: { page: ConfirmationKey; form?: ShownForm }) {
  const copy = confirmations[page];
  const intro = 'thanks' in copy ? thanksOf(form) : copy;
  return (
    <Section>
      <Container>
        <h1>{intro.heading}</h1>
        <Lead>{intro.intro}</Lead>
        {copy.details.map((line) => (
          <Detail key={line}>{line}</Detail>
        ))}
        {copy.flagged && form && (
          <AnswerList>
            {rulesOf(form).map((answer) => (
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

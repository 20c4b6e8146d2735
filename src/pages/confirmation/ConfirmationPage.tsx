import { ButtonLink } from '../../components/Button.styles';
import { PhoneLink } from '../../components/PhoneLink';
import { Container, Lead, Section } from '../../components/Section';
import { rulesOf, type ShownForm } from '../../forms/answerRules';
import { paths, type ConfirmationKey, type PageKey } from '../../config/paths';
import type { FormPageKind } from '../../forms/formPages';
import { confirmations, formPageWords, type ConfirmationCopy } from '../../content/confirmation';
import { business } from '../../content/business';
import { callLanguageNote } from '../../content/callLanguage';
import type { PageMeta } from '../../content/pages';
import { Answer, AnswerList, Detail, Flag, OtherLanguage } from './ConfirmationPage.styles';

/** A form's own page, in its words: its thanks, or what each of its answers needs. */
function formPageCopy(form: ShownForm, kind: FormPageKind, shownOn: PageKey): ConfirmationCopy {
  const { success, pages } = form.words;
  if (kind === 'sent') {
    // Whether the call will be in the visitor's language (the Spanish pages say it).
    const inTheirLanguage = callLanguageNote();
    return {
      heading: success.title,
      intro: success.description,
      details: [
        ...(inTheirLanguage ? [inTheirLanguage] : []),
        // The care request's chosen time, which this page cannot know: the email and the sent
        // state say it exactly.
        ...(pages.sent.chosenTime ? [pages.sent.chosenTime] : []),
        ...pages.sent.details,
      ],
      back: formPageWords.sentBack,
    };
  }
  const { noun, back } = pages.checkAnswers;
  return formPageWords.checkAnswers(noun, { label: back, to: paths[shownOn] });
}

/** A confirmation page's head: its heading and introduction, and never indexed. */
function headOf(copy: ConfirmationCopy): PageMeta {
  return { title: `${copy.heading} | ${business.name}`, description: copy.intro, noindex: true };
}

/**
 * The head of a shared confirmation page. Here, with the page, so the route table on every page
 * carries none of these words: only a post without JavaScript lands on these pages.
 */
export function confirmationHead(page: ConfirmationKey): PageMeta {
  return headOf(confirmations[page]);
}

/** The head of one of a form's own pages. */
export function formPageHead(form: ShownForm, kind: FormPageKind, shownOn: PageKey): PageMeta {
  return headOf(formPageCopy(form, kind, shownOn));
}

/** The page a form posted without JavaScript lands on when the trouble is not its own. */
export function ConfirmationPage({ page }: { page: ConfirmationKey }) {
  return <Confirmation copy={confirmations[page]} />;
}

/**
 * One of a form's own pages. `form` comes from the page that shows it (see
 * `formConfirmationRoute`), with its words and fields.
 */
export function FormConfirmationPage(props: {
  form: ShownForm;
  kind: FormPageKind;
  shownOn: PageKey;
}) {
  return (
    <Confirmation copy={formPageCopy(props.form, props.kind, props.shownOn)} form={props.form} />
  );
}

/** A prerendered answer for a form posted without JavaScript. */
function Confirmation({ copy, form }: { copy: ConfirmationCopy; form?: ShownForm }) {
  return (
    <Section>
      <Container>
        <h1>{copy.heading}</h1>
        <Lead>{copy.intro}</Lead>
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

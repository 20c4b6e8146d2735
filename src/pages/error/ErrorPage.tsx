import { ButtonAnchor } from '../../components/Button.styles';
import { Container, Lead, Section } from '../../components/Section';
import { localizedPath } from '../../config/locales';
import { paths } from '../../config/paths';
import { locale } from '../../content/locale';
import { errorPage } from '../../content/pages';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Shown in place of a page that failed to render. The home link is a full page load on
 * purpose: it starts the app afresh instead of reusing the state that just failed.
 */
export function ErrorPage({ error }: { error: unknown }) {
  return (
    <Section role="alert">
      <Container>
        <h1>{errorPage.heading}</h1>
        <Lead>{messageOf(error)}</Lead>
        <p>{errorPage.help}</p>
        <ButtonAnchor href={localizedPath(locale, paths.home)}>{errorPage.home}</ButtonAnchor>
      </Container>
    </Section>
  );
}

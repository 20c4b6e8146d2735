import { Container, Section } from '../../components/Section';
import { apply } from '../../content/apply';
import { pages } from '../../content/pages';
import { ApplicationForm } from '../../forms/ui/ApplicationForm';
import { PagePlaceholder } from '../PagePlaceholder';

export function ApplyPage() {
  return (
    <>
      <PagePlaceholder copy={pages.apply} />
      <Section $tint>
        <Container>
          <ApplicationForm consent={apply.consentNotice} />
        </Container>
      </Section>
    </>
  );
}

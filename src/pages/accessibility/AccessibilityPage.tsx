import { CallToAction } from '../../components/CallToAction/CallToAction';
import { PageHero } from '../../components/PageHero/PageHero';
import { Container, Section } from '../../components/Section';
import { ParagraphsWithPhone } from '../../components/TextWithPhone';
import { accessibility } from '../../content/accessibility';
import { business } from '../../content/business';
import { ui } from '../../content/ui';
import { Reviewed, StatementSection } from './AccessibilityPage.styles';

export function AccessibilityPage() {
  return (
    <>
      <PageHero heading={accessibility.heading} lead={accessibility.lead} />
      <Section $tone="surface">
        <Container $narrow>
          <Reviewed>
            {accessibility.lastReviewedLabel}:{' '}
            <time dateTime={accessibility.lastReviewed}>
              {ui.longDate(accessibility.lastReviewed)}
            </time>
          </Reviewed>
          {accessibility.sections.map((section, index) => (
            <StatementSection key={section.heading} aria-labelledby={`accessibility-${index}`}>
              <h2 id={`accessibility-${index}`}>{section.heading}</h2>
              <ParagraphsWithPhone texts={section.paragraphs} />
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </StatementSection>
          ))}
        </Container>
      </Section>
      <CallToAction
        title={accessibility.closing.title}
        subtitle={accessibility.closing.text}
        primary={{ label: accessibility.closing.emailAction, to: `mailto:${business.email}` }}
      />
    </>
  );
}

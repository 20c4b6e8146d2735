import { CallToAction } from '../../components/CallToAction/CallToAction';
import { PageHero } from '../../components/PageHero/PageHero';
import { ParagraphsWithPhone } from '../../components/TextWithPhone';
import { Container, Section } from '../../components/Section';
import { business } from '../../content/business';
import { privacy } from '../../content/privacy';
import { ui } from '../../content/ui';
import { FormsCollected } from './FormsCollected';
import { PrivacySection, Updated } from './PrivacyPage.styles';

export function PrivacyPage() {
  return (
    <>
      <PageHero heading={privacy.heading} lead={privacy.lead} />
      <Section $tone="surface">
        <Container $narrow>
          <Updated>
            {privacy.lastUpdatedLabel}:{' '}
            <time dateTime={privacy.lastUpdated}>{ui.longDate(privacy.lastUpdated)}</time>
          </Updated>
          {privacy.sections.map((section, index) => (
            <PrivacySection key={section.heading} aria-labelledby={`privacy-${index}`}>
              <h2 id={`privacy-${index}`}>{section.heading}</h2>
              {section.listsForms && <FormsCollected />}
              <ParagraphsWithPhone texts={section.paragraphs} />
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </PrivacySection>
          ))}
        </Container>
      </Section>
      <CallToAction
        title={privacy.closing.title}
        subtitle={privacy.closing.text}
        primary={{ label: privacy.closing.emailAction, to: `mailto:${business.email}` }}
      />
    </>
  );
}

import { CallToAction } from '../../components/CallToAction/CallToAction';
import { PageHero } from '../../components/PageHero/PageHero';
import { Container, Section } from '../../components/Section';
import { caregiverFaqPath } from '../../config/anchors';
import { business } from '../../content/business';
import { apply } from '../../content/apply';
import { hiringNotices } from '../../content/hiring';
import { ApplicationForm } from '../../forms/ui/ApplicationForm';
import { ApplyLayout, FormCard } from './ApplyPage.styles';
import { NextSteps } from './NextSteps';
import type { ShownForm } from '../../forms/answerRules';
import { applicationForm } from '../../forms/apply/words';
import { applicationDefinition } from '../../forms/apply/definition';

export function ApplyPage() {
  const { closing } = apply;
  return (
    <>
      <PageHero heading={apply.heading} lead={apply.lead} />
      <Section>
        <Container>
          <ApplyLayout>
            <FormCard>
              {/* The form renders its two sections and the consent notice above its button. */}
              <ApplicationForm consent={hiringNotices.backgroundCheck} />
            </FormCard>
            <NextSteps />
          </ApplyLayout>
        </Container>
      </Section>
      <CallToAction
        title={closing.title}
        subtitle={closing.text}
        primary={{ label: closing.button, to: business.phone.href }}
        secondary={{ label: closing.faqAction, to: caregiverFaqPath }}
      />
    </>
  );
}

/** This page's form, for its own pages (see `LoadedPage.forms`). */
export const forms: ShownForm[] = [{ definition: applicationDefinition, words: applicationForm }];

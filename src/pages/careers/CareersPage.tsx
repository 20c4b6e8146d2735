import { VisuallyHidden } from '../../components/VisuallyHidden';
import { ButtonLink } from '../../components/Button.styles';
import { CallToAction } from '../../components/CallToAction/CallToAction';
import { PathScene } from '../../components/illustrations/PathScene';
import { PageHero } from '../../components/PageHero/PageHero';
import { PhotoSlot } from '../../components/Photo/Photo';
import { openOn } from '../../content/openingsOpen';
import { caregiverFaqPath } from '../../config/anchors';
import { paths } from '../../config/paths';
import { buildDate } from '../../config/site';
import { business } from '../../content/business';
import { careers } from '../../content/careers';
import { BenefitsSection } from './BenefitsSection';
import { CaregiverQuoteSection } from './CaregiverQuoteSection';
import { Highlights } from './Highlights';
import { OpeningsSection } from './OpeningsSection';
import { RequirementsSection } from './RequirementsSection';

/** The jobs still open on the day the site was built: an expired one is never shown. */
const open = openOn(buildDate);

export function CareersPage() {
  const { hero, closing } = careers;
  return (
    <>
      <PageHero
        heading={hero.heading}
        lead={hero.lead}
        actions={
          <>
            <ButtonLink to={paths.apply} $variant="accent">
              {hero.primaryAction}
            </ButtonLink>
            {/* A job seeker's questions: the caregivers' FAQ, never the family form. */}
            <ButtonLink to={caregiverFaqPath} $variant="outline">
              {hero.secondaryAction}
              <VisuallyHidden>{hero.secondaryActionContext}</VisuallyHidden>
            </ButtonLink>
          </>
        }
        art={<PhotoSlot name="careers-hero" priority fallback={<PathScene />} />}
      >
        <Highlights />
      </PageHero>
      <OpeningsSection open={open} />
      <BenefitsSection />
      <RequirementsSection />
      <CaregiverQuoteSection />
      <CallToAction
        title={closing.title}
        subtitle={closing.subtitle}
        primary={{ label: closing.applyAction, to: paths.apply }}
        secondary={{ label: closing.questionsAction, to: business.phone.href }}
        showPhone
      />
    </>
  );
}

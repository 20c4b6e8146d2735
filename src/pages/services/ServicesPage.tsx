import { ButtonLink } from '../../components/Button.styles';
import { CallToAction } from '../../components/CallToAction/CallToAction';
import { ContactForm } from '../../forms/ui/ContactForm';
import { CaringHands } from '../../components/illustrations/CaringHands';
import { PathScene } from '../../components/illustrations/PathScene';
import { Sunrise } from '../../components/illustrations/Sunrise';
import { PageHero } from '../../components/PageHero/PageHero';
import { PhoneLink } from '../../components/PhoneLink';
import { PhotoSlot } from '../../components/Photo/Photo';
import { SpanishSpokenNote, spanishSpokenNote } from '../../components/SpanishSpoken';
import { requestCare } from '../../content/navigation';
import { servicesPage } from '../../content/servicesPage';
import { AllServicesSection } from './AllServicesSection';
import { FeatureBlock } from './FeatureBlock';
import { StepsSection } from './StepsSection';

export function ServicesPage() {
  const [companionship, mobility] = servicesPage.featureBlocks;
  return (
    <>
      <PageHero
        heading={servicesPage.hero.heading}
        lead={servicesPage.hero.lead}
        actions={
          <>
            <ButtonLink to={requestCare.to} $variant="accent">
              {requestCare.label}
            </ButtonLink>
            <PhoneLink variant="outline" />
          </>
        }
        art={<PhotoSlot name="services-hero" priority fallback={<Sunrise />} />}
      >
        {spanishSpokenNote() && <SpanishSpokenNote />}
      </PageHero>
      <FeatureBlock
        id="companionship-heading"
        block={companionship}
        art={<PhotoSlot name="services-companionship" fallback={<CaringHands />} />}
      />
      <FeatureBlock
        id="mobility-heading"
        block={mobility}
        tone="surface"
        reverse
        art={<PhotoSlot name="services-mobility" fallback={<PathScene />} />}
      />
      <AllServicesSection />
      <StepsSection />
      <CallToAction
        title={servicesPage.closing.title}
        subtitle={servicesPage.closing.subtitle}
        form={<ContactForm />}
      />
    </>
  );
}

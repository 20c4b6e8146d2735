import { ButtonLink } from '../../components/Button.styles';
import { CallToAction } from '../../components/CallToAction/CallToAction';
import { ContactForm } from '../../forms/ui/ContactForm';
import { CaringHands } from '../../components/illustrations/CaringHands';
import { PageHero } from '../../components/PageHero/PageHero';
import { PhoneLink } from '../../components/PhoneLink';
import { PhotoSlot } from '../../components/Photo/Photo';
import { paths } from '../../config/paths';
import { about } from '../../content/about';
import { MissionSection } from './MissionSection';
import { StorySection } from './StorySection';
import { TrustedSection } from './TrustedSection';
import { ValuesSection } from './ValuesSection';
import { WhyChooseUsSection } from './WhyChooseUsSection';

export function AboutPage() {
  return (
    <>
      <PageHero
        heading={about.hero.heading}
        lead={about.hero.lead}
        actions={
          <>
            <PhoneLink variant="accent">{about.hero.callAction}</PhoneLink>
            <ButtonLink to={paths.services} $variant="outline">
              {about.hero.servicesAction}
            </ButtonLink>
          </>
        }
        art={<PhotoSlot name="about-hero" priority fallback={<CaringHands />} />}
      />
      <StorySection />
      <MissionSection />
      <ValuesSection />
      <WhyChooseUsSection />
      <TrustedSection />
      <CallToAction
        title={about.closing.title}
        subtitle={about.closing.subtitle}
        form={<ContactForm />}
      />
    </>
  );
}

import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/Button.styles';
import { CallToAction } from '../../components/CallToAction/CallToAction';
import { ContactForm } from '../../forms/ui/ContactForm';
import { HomeScene } from '../../components/illustrations/HomeScene';
import { PageHero } from '../../components/PageHero/PageHero';
import { PhotoSlot } from '../../components/Photo/Photo';
import { SpanishSpokenNote } from '../../components/SpanishSpoken';
import { careRequestPath } from '../../config/anchors';
import { paths } from '../../config/paths';
import { home } from '../../content/home';
import { MobilitySection } from './MobilitySection';
import { ServiceHighlights } from './ServiceHighlights';
import { StatsBand } from './StatsBand';
import { TestimonialsSection } from './TestimonialsSection';
import { WelcomeSection } from './WelcomeSection';

export function HomePage() {
  const { hero } = home;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        lead={hero.lead}
        actions={
          <>
            <ButtonLink to={careRequestPath} $variant="accent">
              {hero.primaryAction}
            </ButtonLink>
            <ButtonLink to={paths.careers} $variant="outline">
              {hero.secondaryAction}
            </ButtonLink>
          </>
        }
        art={<PhotoSlot name="home-hero" priority fallback={<HomeScene />} />}
      >
        <SpanishSpokenNote />
        <p>
          {hero.costLine} <Link to={paths.payingForCare}>{hero.costLink}</Link>
        </p>
      </PageHero>
      <StatsBand />
      <WelcomeSection />
      <ServiceHighlights />
      <MobilitySection />
      <TestimonialsSection />
      <CallToAction
        title={home.closing.title}
        subtitle={home.closing.subtitle}
        form={<ContactForm />}
      />
    </>
  );
}

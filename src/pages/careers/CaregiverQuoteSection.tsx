import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Container, Section } from '../../components/Section';
import { Testimonial } from '../../components/Testimonial/Testimonial';
import { careers } from '../../content/careers';
import { caregiverTestimonials } from '../../content/testimonials';

/** A caregiver's words about working here, when one has given permission to quote them. */
export function CaregiverQuoteSection() {
  const [quote] = caregiverTestimonials;
  if (!quote) return null;
  return (
    <Section $tone="warm" aria-labelledby="caregiver-quote-heading">
      <Container $narrow>
        <SectionHeading id="caregiver-quote-heading" title={careers.testimonialHeading} />
        <Testimonial testimonial={quote} featured />
      </Container>
    </Section>
  );
}

import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Container, Section } from '../../components/Section';
import { Testimonial } from '../../components/Testimonial/Testimonial';
import { careers } from '../../content/careers';
import { caregiverTestimonial } from '../../content/testimonials';

export function CaregiverQuoteSection() {
  return (
    <Section $tone="warm" aria-labelledby="caregiver-quote-heading">
      <Container $narrow>
        <SectionHeading id="caregiver-quote-heading" title={careers.testimonialHeading} />
        <Testimonial testimonial={caregiverTestimonial.value} featured />
      </Container>
    </Section>
  );
}

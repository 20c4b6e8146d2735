import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Container, Section } from '../../components/Section';
import { Testimonial } from '../../components/Testimonial/Testimonial';
import { home } from '../../content/home';
import { homeTestimonials } from '../../content/testimonials';
import { TESTIMONIALS_ID } from './RatingBadge';
import { TestimonialGrid } from './TestimonialsSection.styles';

/** What families say: the rating badge scrolls here. */
export function TestimonialsSection() {
  return (
    <Section id={TESTIMONIALS_ID} $tone="warm" aria-labelledby="testimonials-heading">
      <Container>
        <SectionHeading
          id="testimonials-heading"
          title={home.testimonialsHeading}
          intro={home.testimonialsIntro}
        />
        <TestimonialGrid>
          {homeTestimonials.map(({ value }) => (
            <li key={value.name}>
              <Testimonial testimonial={value} />
            </li>
          ))}
        </TestimonialGrid>
      </Container>
    </Section>
  );
}

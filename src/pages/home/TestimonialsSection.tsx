import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { ButtonAnchor } from '../../components/Button.styles';
import { Actions, Container, Section } from '../../components/Section';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { business } from '../../content/business';
import { Testimonial } from '../../components/Testimonial/Testimonial';
import { home } from '../../content/home';
import { homeTestimonials } from '../../content/testimonials';
import { TESTIMONIALS_ID } from './RatingBadge';
import { TestimonialGrid } from './TestimonialsSection.styles';

const reviews = business.reviews;
const { reviewLinks } = home;

/** What families say, and where to read and write reviews: the rating badge scrolls here. */
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
          {homeTestimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <Testimonial testimonial={testimonial} />
            </li>
          ))}
        </TestimonialGrid>
        <Actions $center>
          <ButtonAnchor href={reviews.read} target="_blank" rel="noopener" $variant="outline">
            {reviewLinks.read}
            <VisuallyHidden> {reviewLinks.newTab}</VisuallyHidden>
          </ButtonAnchor>
          <ButtonAnchor href={reviews.write} target="_blank" rel="noopener" $variant="outline">
            {reviewLinks.write}
            <VisuallyHidden> {reviewLinks.newTab}</VisuallyHidden>
          </ButtonAnchor>
        </Actions>
      </Container>
    </Section>
  );
}

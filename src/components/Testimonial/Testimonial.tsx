import { Quote } from 'lucide-react';
import type { Testimonial as TestimonialItem } from '../../content/testimonials';
import { StarRating } from '../StarRating/StarRating';
import { Caption, QuoteMark, StyledTestimonial } from './Testimonial.styles';

/** A quote with its stars, the person's name and who they are to the agency. */
export function Testimonial({
  testimonial,
  featured = false,
}: {
  testimonial: TestimonialItem;
  featured?: boolean;
}) {
  return (
    <StyledTestimonial $featured={featured}>
      <QuoteMark>
        <Quote size={20} aria-hidden="true" />
      </QuoteMark>
      <StarRating rating={testimonial.rating} />
      <blockquote>
        <p>{testimonial.text}</p>
      </blockquote>
      <Caption>
        <strong>{testimonial.name}</strong>
        <span>{testimonial.relation}</span>
      </Caption>
    </StyledTestimonial>
  );
}

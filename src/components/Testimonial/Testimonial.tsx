import { Quote } from 'lucide-react';
import type { Testimonial as TestimonialItem } from '../../content/quotes';
import { StarRating } from '../StarRating/StarRating';
import { Caption, QuoteMark, StyledTestimonial } from './Testimonial.styles';

/**
 * A quote with its stars, the person's name and who they are to the agency, and a note when the
 * words shown are a translation of theirs.
 */
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
        {testimonial.translationNote && <span>{testimonial.translationNote}</span>}
      </Caption>
    </StyledTestimonial>
  );
}

import { ArrowDown } from 'lucide-react';
import { home } from '../../content/home';
import { business } from '../../content/business';
import { StarRating } from '../../components/StarRating/StarRating';
import { BadgeAction, BadgeText, Score, StyledRatingBadge } from './RatingBadge.styles';

export const TESTIMONIALS_ID = 'testimonials';

/**
 * The agency's rating, as a plain link to the testimonials: it works without JavaScript, and
 * the global `scroll-behavior` makes it smooth only when reduced motion is not asked for.
 */
export function RatingBadge() {
  const { text, action } = home.ratingBadge;
  return (
    <StyledRatingBadge href={`#${TESTIMONIALS_ID}`}>
      <Score aria-hidden="true">
        {business.rating.value}
        <StarRating rating={business.rating.value} outOf={business.rating.outOf} size={16} />
      </Score>
      <BadgeText>
        <strong>{text}</strong>
        <BadgeAction>
          {action}
          <ArrowDown size={18} aria-hidden="true" />
        </BadgeAction>
      </BadgeText>
    </StyledRatingBadge>
  );
}

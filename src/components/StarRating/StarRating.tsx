import { Star } from 'lucide-react';
import { VisuallyHidden } from '../VisuallyHidden';
import { Stars } from './StarRating.styles';
import { ui } from '../../content/ui';

interface StarRatingProps {
  rating: number;
  outOf?: number;
  size?: number;
}

/** Stars for the eye, "Rated 5 out of 5" for screen readers. */
export function StarRating({ rating, outOf = 5, size = 20 }: StarRatingProps) {
  const filled = Math.round(rating);
  return (
    <Stars>
      {Array.from({ length: outOf }, (_, index) => (
        <Star
          key={index}
          size={size}
          aria-hidden="true"
          strokeWidth={1.5}
          fill={index < filled ? 'currentColor' : 'none'}
        />
      ))}
      <VisuallyHidden>{ui.rating(rating, outOf)}</VisuallyHidden>
    </Stars>
  );
}

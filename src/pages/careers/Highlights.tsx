import { IconBadge } from '../../components/IconCard/IconCard.styles';
import { cardsOf, careersHighlights } from '../../config/iconCards';
import { careers } from '../../content/careers';
import { Highlight, HighlightList } from './Highlights.styles';

/** The two things caregivers ask about first, right under the hero's buttons. */
export function Highlights() {
  return (
    <HighlightList>
      {cardsOf(careersHighlights, careers.highlights).map((highlight) => {
        const Icon = highlight.icon;
        return (
          <Highlight key={highlight.id}>
            <IconBadge $tone="accent">
              <Icon aria-hidden="true" strokeWidth={1.75} />
            </IconBadge>
            <span>
              <strong>{highlight.title}</strong>
              {highlight.text}
            </span>
          </Highlight>
        );
      })}
    </HighlightList>
  );
}

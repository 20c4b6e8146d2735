import { StatList } from '../../components/StatList/StatList';
import { home } from '../../content/home';
import { RatingBadge } from './RatingBadge';
import { StatsInner, StyledStatsBand } from './StatsBand.styles';

/** The figures families look for first, and the rating that leads to what families say. */
export function StatsBand() {
  return (
    <StyledStatsBand aria-label={home.statsLabel}>
      <StatsInner>
        <StatList stats={home.stats} />
        <RatingBadge />
      </StatsInner>
    </StyledStatsBand>
  );
}

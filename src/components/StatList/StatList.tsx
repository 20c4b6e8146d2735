import type { Stat } from '../../content/home';
import { StatLabel, StatValue, StyledStatList } from './StatList.styles';

/** Figures as large numerals with their labels: "500+ Families Served". */
export function StatList({ stats }: { stats: readonly Stat[] }) {
  return (
    <StyledStatList>
      {stats.map((stat) => (
        <li key={stat.label}>
          <StatValue>{stat.value}</StatValue> <StatLabel>{stat.label}</StatLabel>
        </li>
      ))}
    </StyledStatList>
  );
}

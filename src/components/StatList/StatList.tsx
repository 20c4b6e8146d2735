import type { Stat } from '../../content/home';
import { StatLabel, StatValue, StyledStatList } from './StatList.styles';

/** Figures as large numerals with their labels: "500+ Families Served". */
export function StatList({ stats, label }: { stats: readonly Stat[]; label?: string }) {
  return (
    <StyledStatList aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <StatValue>{stat.value}</StatValue> <StatLabel>{stat.label}</StatLabel>
        </li>
      ))}
    </StyledStatList>
  );
}

import { Check } from 'lucide-react';
import { CheckMark, StyledCheckList } from './CheckList.styles';

/** A bulleted list whose bullets are check marks (decorative: the list itself is the meaning). */
export function CheckList({ items, columns = 1 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <StyledCheckList $columns={columns}>
      {items.map((item) => (
        <li key={item}>
          <CheckMark>
            <Check size={18} strokeWidth={2.5} aria-hidden="true" />
          </CheckMark>
          <span>{item}</span>
        </li>
      ))}
    </StyledCheckList>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconBadge, StyledIconCard } from './IconCard.styles';

interface IconCardProps {
  icon: LucideIcon;
  title: ReactNode;
  text?: string;
  tone?: 'primary' | 'accent';
  id?: string;
  children?: ReactNode;
}

/** One card of a `CardGrid`: a decorative icon, an h3 and its text. */
export function IconCard({ icon: Icon, title, text, tone, id, children }: IconCardProps) {
  return (
    <StyledIconCard id={id}>
      <IconBadge $tone={tone}>
        <Icon aria-hidden="true" strokeWidth={1.75} />
      </IconBadge>
      <h3>{title}</h3>
      {text && <p>{text}</p>}
      {children}
    </StyledIconCard>
  );
}

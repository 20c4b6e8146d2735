import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { TextWithPhone } from '../TextWithPhone';
import { IconBadge, StyledIconCard } from './IconCard.styles';

interface IconCardProps {
  icon: LucideIcon;
  title: ReactNode;
  text?: string;
  tone?: 'primary' | 'accent';
  children?: ReactNode;
}

/** One card of a `CardGrid`: a decorative icon, an h3 and its text. */
export function IconCard({ icon: Icon, title, text, tone, children }: IconCardProps) {
  return (
    <StyledIconCard>
      <IconBadge $tone={tone}>
        <Icon aria-hidden="true" strokeWidth={1.75} />
      </IconBadge>
      <h3>{title}</h3>
      {text && (
        <p>
          <TextWithPhone text={text} />
        </p>
      )}
      {children}
    </StyledIconCard>
  );
}

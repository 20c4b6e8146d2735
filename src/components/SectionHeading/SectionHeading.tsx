import type { ReactNode } from 'react';
import { Eyebrow, Intro, StyledSectionHeading } from './SectionHeading.styles';

interface SectionHeadingProps {
  /** The heading's id, for the section's `aria-labelledby`. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  align?: 'center' | 'start';
}

/** A section's h2, with an optional label above it and an introduction below. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  intro,
  align = 'center',
}: SectionHeadingProps) {
  return (
    <StyledSectionHeading $center={align === 'center'}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h2 id={id}>{title}</h2>
      {intro && <Intro>{intro}</Intro>}
    </StyledSectionHeading>
  );
}

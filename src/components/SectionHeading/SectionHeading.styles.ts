import styled from 'styled-components';

export const StyledSectionHeading = styled.div<{ $center: boolean }>`
  max-width: 44rem;
  margin: ${({ $center }) => ($center ? '0 auto' : '0')};
  margin-bottom: ${({ theme }) => theme.space(10)};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
  h2 {
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

/** A short label above a heading: warm, small capitals, never the only cue. */
export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSize.body};
  font-weight: 700;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.accentText};
`;

export const Intro = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lead};
  color: ${({ theme }) => theme.color.textMuted};
`;

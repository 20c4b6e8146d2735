import styled from 'styled-components';

export const StyledSteps = styled.ol<{ $layout: 'row' | 'column' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: none;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $layout }) => ($layout === 'row' ? 'repeat(3, minmax(0, 1fr))' : '1fr')};
  }
`;

export const Step = styled.li<{ $layout: 'row' | 'column' }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  /* A short step in a row of taller ones keeps its text right under its numeral. */
  align-content: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $layout }) => ($layout === 'row' ? '1fr' : 'auto minmax(0, 1fr)')};
  }
  /* Large text on a phone: the numeral above its step, whose words have the whole width. */
  ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
  h3 {
    margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(2)}`};
  }
  p {
    margin: 0;
  }
`;

export const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.375rem;
  font-weight: 700;
  box-shadow: 0 0 0 6px ${({ theme }) => theme.color.accentSoft};
`;

import styled from 'styled-components';
import { cardSurface } from '../../components/IconCard/IconCard.styles';

export const ApplyLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(12)};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(12)};
  }
`;

export const FormCard = styled.div`
  ${cardSurface}
`;

export const NextStepsCard = styled.section`
  ${cardSurface}
  background: ${({ theme }) => theme.color.primaryTint};
  border-color: transparent;
  box-shadow: none;
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(var(--header-offset) + ${({ theme }) => theme.space(4)});
  }
  h2 {
    margin-bottom: ${({ theme }) => theme.space(6)};
  }
`;

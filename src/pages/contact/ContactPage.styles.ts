import styled from 'styled-components';
import { cardSurface } from '../../components/IconCard/IconCard.styles';

export const ContactLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(12)};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 0.9fr) minmax(0, 1.1fr);
    gap: ${({ theme }) => theme.space(16)};
  }
`;

export const FormCard = styled.section`
  ${cardSurface}
  h2 {
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
`;

import styled from 'styled-components';
import { cardSurface } from '../../components/IconCard/IconCard.styles';

export const RequirementsCard = styled.div`
  ${cardSurface}
  max-width: 60rem;
  margin: 0 auto;
  h2 {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

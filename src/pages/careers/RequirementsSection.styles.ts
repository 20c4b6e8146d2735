import styled from 'styled-components';
import { cardSurface } from '../../components/IconCard/IconCard.styles';
import { SmallPrint } from '../../components/SmallPrint';

export const RequirementsCard = styled.div`
  ${cardSurface}
  max-width: 60rem;
  margin: 0 auto;
  h2 {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

/** What the law asks an employer to say: after the list, in smaller type, set apart by a rule. */
export const Notes = styled(SmallPrint)`
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

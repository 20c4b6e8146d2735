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

/** What the law asks an employer to say: after the list, in smaller type. */
export const Notes = styled.div`
  margin-top: ${({ theme }) => theme.space(8)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.small};
  color: ${({ theme }) => theme.color.textMuted};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.body};
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

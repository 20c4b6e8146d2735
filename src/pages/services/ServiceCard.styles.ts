import styled from 'styled-components';
import { cardSurface } from '../../components/IconCard/IconCard.styles';

export const StyledServiceCard = styled.li`
  ${cardSurface}
  /* The offer after the list (the Alzheimer's disclosure) stands apart from its last point. */
  ul + p {
    margin-top: ${({ theme }) => theme.space(4)};
    margin-bottom: 0;
  }
  /* Reached from /services#<id>: a visible cue for the card the link was about. */
  &:target {
    border-color: ${({ theme }) => theme.color.accentText};
    box-shadow:
      0 0 0 3px ${({ theme }) => theme.color.accentSoft},
      ${({ theme }) => theme.shadow.card};
  }
`;

export const ServiceCardHeader = styled.div`
  display: flex;
  /* Large text on a phone: the title goes under its icon rather than beside it. */
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h3 {
    flex: 1 1 10rem;
    margin: 0;
  }
`;

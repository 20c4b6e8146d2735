import styled from 'styled-components';

/** "Hablamos español." and a line, marked by a rule at its side, where a family decides. */
export const StyledSpanishSpoken = styled.p`
  max-width: 34em;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  strong {
    color: ${({ theme }) => theme.color.primaryDark};
  }
  &:last-child {
    margin-bottom: 0;
  }
`;

/** The small words beside the language link: the link's colour, a step smaller. */
export const BesideLink = styled.span`
  font-size: 0.875em;
  font-weight: 600;
`;

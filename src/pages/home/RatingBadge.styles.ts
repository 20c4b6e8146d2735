import styled from 'styled-components';

export const StyledRatingBadge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(6)}`};
  border: 2px solid ${({ theme }) => theme.color.accentSoft};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.accentTint};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.color.accentText};
  }
  &:hover strong {
    text-decoration: underline;
  }
  /* Large text on a phone: the words go under the score rather than squeeze it. */
  ${({ theme }) => theme.media.narrow} {
    flex-wrap: wrap;
  }
`;

export const Score = styled.span`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 2.25rem;
  font-weight: 700;
  line-height: 1;
  color: ${({ theme }) => theme.color.accentText};
  svg {
    width: 1rem;
    height: 1rem;
  }
`;

export const BadgeText = styled.span`
  display: flex;
  flex-direction: column;
  strong {
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;

export const BadgeAction = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.color.accentText};
  svg {
    margin-left: ${({ theme }) => theme.space(1)};
    vertical-align: -0.2em;
  }
`;

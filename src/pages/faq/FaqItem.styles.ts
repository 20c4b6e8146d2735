import styled from 'styled-components';

export const StyledFaqItem = styled.details`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  &[open] {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

export const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 3.5rem;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radius.medium};
  font-weight: 600;
  color: ${({ theme }) => theme.color.primaryDark};
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    background: ${({ theme }) => theme.color.primaryTint};
  }
  &:hover > span {
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  details[open] > & {
    border-bottom-left-radius: 0;
    border-bottom-right-radius: 0;
  }
  /*
   * Large text on a phone: the question keeps the whole width when it needs it, and the
   * chevron goes under it, to the right.
   */
  ${({ theme }) => theme.media.narrow} {
    flex-wrap: wrap;
    padding-inline: ${({ theme }) => theme.space(3)};
    > :first-child {
      flex: 1 1 8rem;
    }
    > :last-child {
      margin-left: auto;
    }
  }
`;

/** The round chevron: turns when the answer is open. */
export const Chevron = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primaryTint};
  color: ${({ theme }) => theme.color.primary};
  details[open] > summary & {
    transform: rotate(180deg);
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  @media (prefers-reduced-motion: no-preference) {
    transition: transform 0.2s ease;
  }
`;

export const Answer = styled.div`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)} ${theme.space(5)}`};
  > :last-child {
    margin-bottom: 0;
  }
`;

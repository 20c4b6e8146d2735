import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The card's title is its link; the whole card is the target, for fingers and mice alike. */
export const CardLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.accentText};
  }
`;

export const MoreServices = styled.p`
  margin: ${({ theme }) => `${theme.space(10)} 0 0`};
  text-align: center;
`;

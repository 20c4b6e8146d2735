import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'accent' | 'outline';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    border-color: ${({ theme }) => theme.color.primary};
    &:hover {
      background: ${({ theme }) => theme.color.primaryDark};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.color.accentText};
    color: ${({ theme }) => theme.color.onPrimary};
    border-color: ${({ theme }) => theme.color.accentText};
    &:hover {
      background: #8a3918;
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    &:hover {
      background: ${({ theme }) => theme.color.primaryTint};
    }
  `,
};

export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:hover {
    text-decoration: underline;
  }
  /* Large text on a phone: the icon may go above the words, which keep the width. */
  ${({ theme }) => theme.media.narrow} {
    flex-wrap: wrap;
    padding-inline: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.medium};
  }
`;

export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

export const ButtonAnchor = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

import styled from 'styled-components';
import { SocialLinks } from '../SocialLinks';

export const StyledTopBar = styled.div`
  background: ${({ theme }) => theme.color.primaryDark};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.fontSize.small};
  /* A phone's first screen is for the page itself: the h1 and Request Care. */
  ${({ theme }) => theme.media.belowMd} {
    display: none;
  }
`;

export const TopBarInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  /* Room for a focus ring (3 px and 2 px off the link) above and below each link. */
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(4)}`};
`;

/**
 * Below 1024 px the social links wait in the footer: the menu's button comes after the top bar,
 * and a keyboard reached it after seven links.
 */
export const TopBarSocialLinks = styled(SocialLinks)`
  ${({ theme }) => theme.media.belowLg} {
    display: none;
  }
`;

export const TopBarEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

export const TopBarLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.minTarget};
  min-width: ${({ theme }) => theme.minTarget};
  justify-content: center;
  color: inherit;
  overflow-wrap: anywhere;
  &:focus-visible {
    outline-color: ${({ theme }) => theme.color.accent};
  }
`;

import styled from 'styled-components';
import { SocialLinks } from '../SocialLinks';

export const StyledFooter = styled.footer`
  background: ${({ theme }) => theme.color.primaryDark};
  color: ${({ theme }) => theme.color.onPrimary};
  a {
    color: inherit;
  }
  a:focus-visible {
    outline-color: ${({ theme }) => theme.color.accent};
  }
`;

export const FooterGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)} ${theme.space(8)}`};
  ${({ theme }) => theme.media.narrow} {
    padding-inline: ${({ theme }) => theme.space(2)};
  }
  /* Tablets: the agency's details across the top, the three lists of links under them. */
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    > :first-child {
      grid-column: 1 / -1;
    }
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.7fr) repeat(3, minmax(0, 1fr));
    > :first-child {
      grid-column: auto;
    }
  }
`;

export const FooterHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.h3};
  color: inherit;
`;

export const FooterList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li a,
  li > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: ${({ theme }) => theme.minTarget};
    overflow-wrap: anywhere;
  }
`;

export const Copyright = styled.p`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  ${({ theme }) => theme.media.narrow} {
    padding-inline: ${({ theme }) => theme.space(2)};
  }
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  font-size: ${({ theme }) => theme.fontSize.small};
`;

/** The icons line up with the text above: each 20 px glyph sits centred in a 44 px target. */
export const FooterSocialLinks = styled(SocialLinks)`
  margin-inline-start: calc((20px - ${({ theme }) => theme.minTarget}) / 2);
`;

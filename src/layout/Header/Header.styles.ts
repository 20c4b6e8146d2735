import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '../../components/Button.styles';
import { visuallyHidden } from '../../components/VisuallyHidden';

export const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.header};
  /*
   * A window under 30em high (a phone held sideways, or any phone with large text) keeps its
   * screen for the page: the header scrolls away with it.
   */
  @media (max-height: 29.99875em) {
    position: relative;
  }
`;

export const HeaderInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.narrow} {
    padding-inline: ${({ theme }) => theme.space(2)};
  }
`;

export const Brand = styled(Link)`
  display: flex;
  flex: 1 1 0;
  min-width: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.minTarget};
  color: inherit;
  text-decoration: none;
  svg {
    flex: none;
  }
  /* Large text on a phone: the name has the first row, the phone and the menu the next. */
  ${({ theme }) => theme.media.narrow} {
    flex-basis: 100%;
  }
`;

export const BrandText = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.2;
`;

export const BrandName = styled.span`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.125rem;
  ${({ theme }) => theme.media.md} {
    font-size: 1.375rem;
  }
  font-weight: 700;
  color: ${({ theme }) => theme.color.primaryDark};
`;

export const BrandTagline = styled.span`
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.color.textMuted};
  /*
   * On a phone the header stays one short row, so the page's h1 and Request Care fit the first
   * screen; on a tablet the name needs the room beside the longer Spanish buttons.
   */
  ${({ theme }) => theme.media.belowLg} {
    display: none;
  }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const HideBelowMd = styled.span`
  display: contents;
  ${({ theme }) => theme.media.belowMd} {
    display: none;
  }
`;

export const MenuToggle = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
  /* Without popovers the menu is a plain list, always shown: nothing to toggle. */
  @supports not selector(:popover-open) {
    display: none;
  }
`;

export const MenuClose = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  padding: ${({ theme }) => theme.space(2)};
  min-width: ${({ theme }) => theme.minTarget};
`;

/** The toggle's word, dropped visually on the narrowest phones (the icon and name stay). */
export const MenuLabel = styled.span`
  @container (max-width: 22.49875rem) {
    ${visuallyHidden}
  }
`;

/**
 * Below 1024 px a native popover behind the menu toggle, so it opens, closes on Escape or a tap
 * outside, and returns focus without JavaScript; from 1024 px a plain second row, always shown.
 */
export const Nav = styled.nav`
  flex-basis: 100%;
  @supports selector(:popover-open) {
    ${({ theme }) => theme.media.belowLg} {
      position: fixed;
      inset: 0 0 auto;
      width: auto;
      max-height: 100dvh;
      margin: 0;
      padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)}
        ${({ theme }) => theme.space(5)};
      overflow-y: auto;
      border: 0;
      color: inherit;
      background: ${({ theme }) => theme.color.surface};
      box-shadow: ${({ theme }) => theme.shadow.header};
      &::backdrop {
        background: rgb(0 0 0 / 0.45);
      }
    }
  }
  ${({ theme }) => theme.media.lg} {
    display: block;
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    padding: ${({ theme }) => theme.space(1)} 0 0;
    overflow: visible;
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    color: inherit;
    background: none;
  }
`;

/** The open menu's first row: its name and the button that closes it. */
export const MenuHeading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primaryDark};
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
  @supports not selector(:popover-open) {
    display: none;
  }
`;

export const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.lg} {
    flex-direction: row;
    margin-left: -${({ theme }) => theme.space(3)};
  }
`;

export const NavItemLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.minTarget};
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    background: ${({ theme }) => theme.color.primaryTint};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primaryTint};
    text-decoration: underline;
    text-decoration-thickness: 3px;
    text-underline-offset: 0.35em;
  }
`;

export const MenuOnlyItem = styled.li`
  padding-top: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

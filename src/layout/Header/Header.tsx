import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/Button.styles';
import { LogoMark } from '../../components/icons/LogoMark';
import { PhoneLink } from '../../components/PhoneLink';
import { paths } from '../../config/paths';
import { business } from '../../content/business';
import { businessCopy } from '../../content/businessCopy';
import { mainNav, menuCopy, requestCare } from '../../content/navigation';
import {
  Actions,
  Brand,
  BrandName,
  BrandTagline,
  BrandText,
  HeaderInner,
  HideBelowMd,
  MenuClose,
  MenuHeading,
  MenuLabel,
  MenuOnlyItem,
  MenuToggle,
  Nav,
  NavItemLink,
  NavList,
  StyledHeader,
} from './Header.styles';
import { LanguageSwitch } from '../LanguageSwitch';
import { closePopover } from './popover';
import { useHeaderOffset } from './useHeaderOffset';
import { ui } from '../../content/ui';

export function Header() {
  const menuId = useId();
  const navRef = useRef<HTMLElement>(null);
  const headerRef = useHeaderOffset();
  const { pathname } = useLocation();

  // Any navigation closes the menu: a tapped link, the back button. The toggle's expanded
  // state comes from `popovertarget`, so it is right with and without JavaScript.
  useEffect(() => closePopover(navRef.current), [pathname]);
  const close = () => closePopover(navRef.current);

  return (
    <StyledHeader ref={headerRef}>
      <HeaderInner>
        <Brand to={paths.home} onClick={close}>
          <LogoMark />
          <BrandText>
            <BrandName>{business.name}</BrandName>
            <BrandTagline>{businessCopy.tagline}</BrandTagline>
          </BrandText>
        </Brand>
        <Actions>
          <PhoneLink compact />
          <HideBelowMd>
            <ButtonLink to={requestCare.to} $variant="accent">
              {requestCare.label}
            </ButtonLink>
          </HideBelowMd>
          <MenuToggle
            type="button"
            $variant="outline"
            popoverTarget={menuId}
            aria-controls={menuId}
          >
            <Menu size={22} aria-hidden="true" />
            <MenuLabel>{menuCopy.open}</MenuLabel>
          </MenuToggle>
        </Actions>
        <Nav aria-label={ui.mainNav} id={menuId} popover="auto" ref={navRef}>
          <MenuHeading>
            <span aria-hidden="true">{menuCopy.open}</span>
            <MenuClose
              type="button"
              $variant="outline"
              popoverTarget={menuId}
              popoverTargetAction="hide"
              aria-label={menuCopy.close}
            >
              <X size={22} aria-hidden="true" />
            </MenuClose>
          </MenuHeading>
          <NavList>
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavItemLink to={item.to} end onClick={close}>
                  {item.label}
                </NavItemLink>
              </li>
            ))}
            <MenuOnlyItem>
              <ButtonLink to={requestCare.to} $variant="accent" onClick={close}>
                {requestCare.label}
              </ButtonLink>
            </MenuOnlyItem>
            {/* From 768 px the switch is in the top bar. */}
            <MenuOnlyItem>
              <LanguageSwitch />
            </MenuOnlyItem>
          </NavList>
        </Nav>
      </HeaderInner>
    </StyledHeader>
  );
}

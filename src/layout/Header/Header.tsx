import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useHeaderOffset } from './useHeaderOffset';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/Button.styles';
import { LogoMark } from '../../components/icons/LogoMark';
import { PhoneLink } from '../../components/PhoneLink';
import { paths } from '../../config/paths';
import { business } from '../../content/business';
import { mainNav, requestCare } from '../../content/navigation';
import {
  Actions,
  Brand,
  BrandName,
  BrandTagline,
  BrandText,
  HeaderInner,
  HideBelowMd,
  MenuLabel,
  MenuOnlyItem,
  MenuToggle,
  Nav,
  NavItemLink,
  NavList,
  StyledHeader,
} from './Header.styles';

export function Header() {
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any navigation (a link, the back
  // button) closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useHeaderOffset();

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <StyledHeader ref={headerRef}>
      <HeaderInner>
        <Brand to={paths.home} onClick={close}>
          <LogoMark />
          <BrandText>
            <BrandName>{business.name}</BrandName>
            <BrandTagline>{business.tagline}</BrandTagline>
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
            ref={toggleRef}
            type="button"
            $variant="outline"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen(!open)}
          >
            {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
            <MenuLabel>Menu</MenuLabel>
          </MenuToggle>
        </Actions>
        <Nav aria-label="Main" id={menuId} $open={open}>
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
          </NavList>
        </Nav>
      </HeaderInner>
    </StyledHeader>
  );
}

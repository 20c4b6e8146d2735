import { Mail } from 'lucide-react';
import { business } from '../../content/business';
import { LanguageSwitch } from '../LanguageSwitch';
import {
  StyledTopBar,
  TopBarEnd,
  TopBarInner,
  TopBarLink,
  TopBarSocialLinks,
} from './TopBar.styles';

/**
 * Email and the language switch above the header from 768 px, and social links from 1024 px; on
 * a phone the switch is in the menu and the rest wait in the footer.
 */
export function TopBar() {
  return (
    <StyledTopBar>
      <TopBarInner>
        <TopBarLink href={`mailto:${business.email}`}>
          <Mail size={18} aria-hidden="true" />
          {business.email}
        </TopBarLink>
        <TopBarEnd>
          <LanguageSwitch />
          <TopBarSocialLinks />
        </TopBarEnd>
      </TopBarInner>
    </StyledTopBar>
  );
}

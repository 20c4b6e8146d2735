import { Mail } from 'lucide-react';
import { business } from '../../content/business';
import { LanguageSwitch } from '../LanguageSwitch';
import { SocialLinks } from '../SocialLinks';
import { StyledTopBar, TopBarEnd, TopBarInner, TopBarLink } from './TopBar.styles';

/**
 * Email, the language switch and social links above the header from 768 px; on a phone the
 * switch is in the menu and the rest wait in the footer.
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
          <SocialLinks />
        </TopBarEnd>
      </TopBarInner>
    </StyledTopBar>
  );
}

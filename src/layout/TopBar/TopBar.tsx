import { Mail } from 'lucide-react';
import { business } from '../../content/business';
import { SocialLinks } from '../SocialLinks';
import { StyledTopBar, TopBarInner, TopBarLink } from './TopBar.styles';

/** Email and social links above the header from 768 px; on a phone they wait in the footer. */
export function TopBar() {
  return (
    <StyledTopBar>
      <TopBarInner>
        <TopBarLink href={`mailto:${business.email}`}>
          <Mail size={18} aria-hidden="true" />
          {business.email}
        </TopBarLink>
        <SocialLinks />
      </TopBarInner>
    </StyledTopBar>
  );
}

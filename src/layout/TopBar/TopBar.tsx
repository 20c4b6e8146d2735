import { Mail } from 'lucide-react';
import { BrandIcon } from '../../components/icons/BrandIcons';
import { business } from '../../content/business';
import { SocialList, StyledTopBar, TopBarInner, TopBarLink } from './TopBar.styles';

export function TopBar() {
  return (
    <StyledTopBar>
      <TopBarInner>
        <TopBarLink href={`mailto:${business.email}`}>
          <Mail size={18} aria-hidden="true" />
          {business.email}
        </TopBarLink>
        <SocialList aria-label="Social media">
          {business.social.map(({ network, href }) => (
            <li key={network}>
              <TopBarLink
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${business.name} on ${network} (opens in a new tab)`}
              >
                <BrandIcon network={network} />
              </TopBarLink>
            </li>
          ))}
        </SocialList>
      </TopBarInner>
    </StyledTopBar>
  );
}

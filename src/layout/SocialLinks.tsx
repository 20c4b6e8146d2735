import styled from 'styled-components';
import { BrandIcon } from '../components/icons/BrandIcons';
import { business } from '../content/business';
import { ui } from '../content/ui';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.minTarget};
  min-height: ${({ theme }) => theme.minTarget};
  color: inherit;
  &:focus-visible {
    outline-color: ${({ theme }) => theme.color.accent};
  }
`;

/** The agency's social pages as icon links, each named for screen readers. */
export function SocialLinks({ className }: { className?: string }) {
  return (
    <List aria-label={ui.social} className={className}>
      {business.social.map(({ network, href }) => (
        <li key={network}>
          <SocialLink
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={ui.socialLink(network)}
          >
            <BrandIcon network={network} />
          </SocialLink>
        </li>
      ))}
    </List>
  );
}

import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { placeLinks } from '../../config/areas';
import { paths } from '../../config/paths';
import { buildYear } from '../../config/site';
import { NoWrap } from '../../components/TextWithPhone.styles';
import { business, location } from '../../content/business';
import { businessCopy, copyrightLine } from '../../content/businessCopy';
import type { NavItem } from '../../config/paths';
import { footerQuickLinks, footerServiceLinks } from '../../content/navigation';
import {
  Copyright,
  FooterGrid,
  FooterHeading,
  FooterList,
  FooterSocialLinks,
  StyledFooter,
} from './Footer.styles';
import { ui } from '../../content/ui';
import { BreakableEmail } from '../../components/BreakableEmail';

function LinkColumn({ title, links }: { title: string; links: NavItem[] }) {
  return (
    <nav aria-label={title}>
      <FooterHeading>{title}</FooterHeading>
      <FooterList>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </FooterList>
    </nav>
  );
}

export function Footer() {
  return (
    <StyledFooter>
      <FooterGrid>
        <section aria-labelledby="footer-about">
          <FooterHeading id="footer-about">{business.name}</FooterHeading>
          <p>{businessCopy.blurb}</p>
          <FooterList>
            <li>
              <a href={business.phone.href}>
                <Phone size={18} aria-hidden="true" />
                <NoWrap>{business.phone.display}</NoWrap>
              </a>
            </li>
            <li>
              <a href={`mailto:${business.email}`}>
                <Mail size={18} aria-hidden="true" />
                <BreakableEmail address={business.email} />
              </a>
            </li>
            <li>
              <span>
                <MapPin size={18} aria-hidden="true" />
                {location}
              </span>
            </li>
            <li>
              <Link to={paths.privacy}>{ui.footer.privacy}</Link>
            </li>
            <li>
              <Link to={paths.accessibility}>{ui.footer.accessibility}</Link>
            </li>
          </FooterList>
          <FooterSocialLinks />
        </section>
        <LinkColumn title={ui.footer.quickLinks} links={footerQuickLinks} />
        <LinkColumn title={ui.footer.services} links={footerServiceLinks} />
        <LinkColumn title={ui.footer.areas} links={placeLinks} />
      </FooterGrid>
      <Copyright>{copyrightLine(buildYear)}</Copyright>
    </StyledFooter>
  );
}

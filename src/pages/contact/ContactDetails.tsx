import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { IconBadge } from '../../components/IconCard/IconCard.styles';
import { PhoneLink } from '../../components/PhoneLink';
import { placeLinks } from '../../config/areas';
import { paths } from '../../config/paths';
import { contact } from '../../content/contact';
import { Consultation, Detail, DetailList, PhoneLine, PlaceLinks } from './ContactDetails.styles';

function DetailItem({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <Detail>
      <IconBadge>
        <Icon aria-hidden="true" strokeWidth={1.75} />
      </IconBadge>
      <h3>{label}</h3>
      <div>{children}</div>
    </Detail>
  );
}

/**
 * How to reach the agency. The phone number dials on phones and is plain text on wider
 * screens, where a `tel:` link would only open an app chooser.
 */
export function ContactDetails() {
  const { phone, email, serviceArea, officeHours } = contact.details;
  return (
    <section aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">{contact.detailsHeading}</h2>
      <DetailList>
        <DetailItem icon={Phone} label={phone.label}>
          <PhoneLine>
            <PhoneLink wide="text" variant="primary" />
          </PhoneLine>
        </DetailItem>
        <DetailItem icon={Mail} label={email.label}>
          <p>
            <a href={email.href}>{email.lines[0]}</a>
          </p>
        </DetailItem>
        <DetailItem icon={MapPin} label={serviceArea.label}>
          {serviceArea.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <PlaceLinks>
            {placeLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </PlaceLinks>
          <p>
            <Link to={paths.areas}>{contact.allAreas}</Link>
          </p>
        </DetailItem>
        <DetailItem icon={Clock} label={officeHours.label}>
          {officeHours.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </DetailItem>
      </DetailList>
      <Consultation>
        <h3>{contact.consultation.title}</h3>
        <p>{contact.consultation.text}</p>
      </Consultation>
    </section>
  );
}

import { useId } from 'react';
import { business } from '../../content/business';
import { contact } from '../../content/contact';
import { requestCare } from '../../content/navigation';
import { ContactForm } from '../../forms/ui/ContactForm';
import { ButtonAnchor, ButtonLink } from '../Button.styles';
import { PhoneLink } from '../PhoneLink';
import { Actions, FormCard, Layout, StyledCallToAction, Subtitle } from './CallToAction.styles';

export interface CallToActionLink {
  label: string;
  to: string;
}

export interface CallToActionProps {
  title: string;
  subtitle: string;
  /** Defaults to Request Care, to the contact page. */
  primary?: CallToActionLink;
  /** Defaults to a link that dials the agency. */
  secondary?: CallToActionLink;
  /** Adds the phone button (dials on phones, opens the contact page on wider screens). */
  showPhone?: boolean;
  /** Embeds the care request form beside the text. */
  showForm?: boolean;
}

const callUs: CallToActionLink = {
  label: `Call ${business.phone.display}`,
  to: business.phone.href,
};

/** The closing section of a page: one next step, made obvious. */
export function CallToAction({
  title,
  subtitle,
  primary = requestCare,
  secondary = callUs,
  showPhone = false,
  showForm = false,
}: CallToActionProps) {
  const headingId = useId();
  const external = /^(tel|mailto):/.test(secondary.to);
  return (
    <StyledCallToAction aria-labelledby={headingId}>
      <Layout $withForm={showForm}>
        <div>
          <h2 id={headingId}>{title}</h2>
          <Subtitle>{subtitle}</Subtitle>
          <Actions $center={!showForm}>
            <ButtonLink to={primary.to} $variant="accent">
              {primary.label}
            </ButtonLink>
            {external ? (
              <ButtonAnchor href={secondary.to} $variant="outline">
                {secondary.label}
              </ButtonAnchor>
            ) : (
              <ButtonLink to={secondary.to} $variant="outline">
                {secondary.label}
              </ButtonLink>
            )}
            {showPhone && <PhoneLink variant="outline" />}
          </Actions>
        </div>
        {showForm && (
          <FormCard>
            <h3>{contact.form.heading}</h3>
            <p>{contact.form.intro}</p>
            <ContactForm />
          </FormCard>
        )}
      </Layout>
    </StyledCallToAction>
  );
}

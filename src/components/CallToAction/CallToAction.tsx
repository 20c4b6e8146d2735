import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { business } from '../../content/business';
import { contact } from '../../content/contact';
import { requestCare } from '../../content/navigation';
import { ButtonAnchor, ButtonLink, type ButtonVariant } from '../Button.styles';
import { PhoneLink } from '../PhoneLink';
import { TextWithPhone } from '../TextWithPhone';
import {
  Actions,
  FormCard,
  Layout,
  Panel,
  Reassurances,
  StyledCallToAction,
  Subtitle,
} from './CallToAction.styles';
import { ui } from '../../content/ui';

interface CallToActionLink {
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
  /**
   * A form beside the text (the page passes the care request form). A slot rather than a
   * flag, so a page without a form never loads form code.
   */
  form?: ReactNode;
}

const callUs: CallToActionLink = {
  label: ui.callUs,
  to: business.phone.href,
};

/** A router link for pages, a plain anchor for `tel:` and `mailto:` links. */
function ActionButton({ link, variant }: { link: CallToActionLink; variant: ButtonVariant }) {
  return /^(tel|mailto):/.test(link.to) ? (
    <ButtonAnchor href={link.to} $variant={variant}>
      {link.label}
    </ButtonAnchor>
  ) : (
    <ButtonLink to={link.to} $variant={variant}>
      {link.label}
    </ButtonLink>
  );
}

/** The closing section of a page: one next step, made obvious. */
export function CallToAction({
  title,
  subtitle,
  primary = requestCare,
  secondary = callUs,
  showPhone = false,
  form,
}: CallToActionProps) {
  const headingId = useId();
  const showForm = form !== undefined;
  return (
    <StyledCallToAction aria-labelledby={headingId}>
      <Panel>
        <Layout $withForm={showForm}>
          <div>
            <h2 id={headingId}>{title}</h2>
            <Subtitle $center={!showForm}>
              <TextWithPhone text={subtitle} />
            </Subtitle>
            <Actions $center={!showForm}>
              <ActionButton link={primary} variant="accent" />
              <ActionButton link={secondary} variant="outline" />
              {showPhone && <PhoneLink variant="outline" />}
            </Actions>
            {showForm && (
              <Reassurances>
                {contact.reassurances.map((line) => (
                  <li key={line}>
                    <Check size={20} strokeWidth={2.5} aria-hidden="true" />
                    {line}
                  </li>
                ))}
              </Reassurances>
            )}
          </div>
          {showForm && (
            <FormCard>
              <h3>{contact.form.heading}</h3>
              <p>{contact.form.intro}</p>
              {form}
            </FormCard>
          )}
        </Layout>
      </Panel>
    </StyledCallToAction>
  );
}

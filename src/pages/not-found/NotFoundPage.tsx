import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button.styles';
import { PhoneLink } from '../../components/PhoneLink';
import { Actions, Container, Lead, Section } from '../../components/Section';
import { paths } from '../../config/paths';
import { requestCare } from '../../content/navigation';
import { errorPage, notFoundHelp, notFoundPage } from '../../content/pages';

const Code = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 4rem;
  font-weight: 700;
  line-height: 1;
  color: ${({ theme }) => theme.color.accentText};
`;

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Kept in the browser console so broken links can be traced from a visitor's report.
    console.warn('404: no page at', pathname);
  }, [pathname]);

  return (
    <Section>
      <Container>
        <Code>404</Code>
        <h1>{notFoundPage.heading}</h1>
        <Lead>{notFoundPage.intro}</Lead>
        <p>{notFoundHelp.lead}</p>
        <Actions>
          <ButtonLink to={requestCare.to} $variant="accent">
            {notFoundHelp.careRequest}
          </ButtonLink>
          <ButtonLink to={paths.careers} $variant="outline">
            {notFoundHelp.jobs}
          </ButtonLink>
        </Actions>
        <Actions>
          <PhoneLink variant="primary" wide="text">
            {notFoundHelp.call}
          </PhoneLink>
          <ButtonLink to={paths.home} $variant="outline">
            <Home size={20} aria-hidden="true" />
            {errorPage.home}
          </ButtonLink>
        </Actions>
      </Container>
    </Section>
  );
}

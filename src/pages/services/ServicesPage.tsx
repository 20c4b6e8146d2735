import { Check } from 'lucide-react';
import styled from 'styled-components';
import { Container, Section } from '../../components/Section';
import { pages } from '../../content/pages';
import { services } from '../../content/services';
import { PagePlaceholder } from '../PagePlaceholder';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Features = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.3em;
    color: ${({ theme }) => theme.color.primary};
  }
`;

export function ServicesPage() {
  return (
    <>
      <PagePlaceholder copy={pages.services} />
      <Section $tint aria-labelledby="all-services">
        <Container>
          <h2 id="all-services">All Our Services</h2>
          <Grid>
            {services.map((service) => (
              <Card key={service.id} id={service.id}>
                <h3>{service.title}</h3>
                <Features>
                  {service.features.map((feature) => (
                    <li key={feature}>
                      <Check size={18} aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </Features>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}

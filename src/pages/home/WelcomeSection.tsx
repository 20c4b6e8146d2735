import { CaringHands } from '../../components/illustrations/CaringHands';
import { PhotoSlot } from '../../components/Photo/Photo';
import { Container, Prose, Section, Split, SplitArt } from '../../components/Section';
import { home } from '../../content/home';

export function WelcomeSection() {
  const { heading, paragraphs } = home.welcome;
  return (
    <Section aria-labelledby="welcome-heading">
      <Container>
        <Split>
          <Prose>
            <h2 id="welcome-heading">{heading}</h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
          <SplitArt>
            <PhotoSlot name="home-welcome" fallback={<CaringHands />} />
          </SplitArt>
        </Split>
      </Container>
    </Section>
  );
}

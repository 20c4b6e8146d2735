import { CheckList } from '../../components/CheckList/CheckList';
import { PathScene } from '../../components/illustrations/PathScene';
import { PhotoSlot } from '../../components/Photo/Photo';
import { Container, Prose, Section, Split, SplitArt } from '../../components/Section';
import { home } from '../../content/home';

export function MobilitySection() {
  const { heading, paragraphs, points } = home.mobility;
  return (
    <Section aria-labelledby="mobility-heading">
      <Container>
        <Split $reverse>
          <Prose>
            <h2 id="mobility-heading">{heading}</h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <CheckList items={points} />
          </Prose>
          <SplitArt>
            <PhotoSlot name="home-mobility" fallback={<PathScene />} />
          </SplitArt>
        </Split>
      </Container>
    </Section>
  );
}

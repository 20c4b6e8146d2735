import { Sunrise } from '../../components/illustrations/Sunrise';
import { PhotoSlot } from '../../components/Photo/Photo';
import { Container, Prose, Section, Split, SplitArt } from '../../components/Section';
import { about } from '../../content/about';

export function StorySection() {
  const { heading, paragraphs } = about.story;
  return (
    <Section aria-labelledby="story-heading">
      <Container>
        <Split>
          <Prose>
            <h2 id="story-heading">{heading}</h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
          <SplitArt>
            <PhotoSlot name="about-story" fallback={<Sunrise />} />
          </SplitArt>
        </Split>
      </Container>
    </Section>
  );
}

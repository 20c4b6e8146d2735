import type { ReactNode } from 'react';
import { CheckList } from '../../components/CheckList/CheckList';
import {
  Container,
  Lead,
  Prose,
  Section,
  Split,
  SplitArt,
  type SectionTone,
} from '../../components/Section';
import type { FeatureBlock as FeatureBlockContent } from '../../content/servicesPage';

interface FeatureBlockProps {
  id: string;
  block: FeatureBlockContent;
  art: ReactNode;
  reverse?: boolean;
  tone?: SectionTone;
}

/** One of the two longer stories about what care looks like, beside its picture. */
export function FeatureBlock({ id, block, art, reverse, tone }: FeatureBlockProps) {
  return (
    <Section $tone={tone} aria-labelledby={id}>
      <Container>
        <Split $reverse={reverse}>
          <Prose>
            <h2 id={id}>{block.title}</h2>
            <Lead>{block.text}</Lead>
            <CheckList items={block.points} />
          </Prose>
          <SplitArt>{art}</SplitArt>
        </Split>
      </Container>
    </Section>
  );
}

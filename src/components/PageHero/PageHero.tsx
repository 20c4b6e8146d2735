import type { ReactNode } from 'react';
import { TextWithEmails } from '../BreakableEmail';
import { Actions } from '../Section';
import {
  HeroArt,
  HeroEyebrow,
  HeroExtra,
  HeroInner,
  HeroLead,
  HeroText,
  StyledHero,
} from './PageHero.styles';

interface PageHeroProps {
  /** The page's only h1: `pages[key].heading`. */
  heading: string;
  /** `pages[key].intro`. */
  lead: string;
  eyebrow?: string;
  /** The page's main buttons. */
  actions?: ReactNode;
  /** Anything under the buttons, such as highlights. */
  children?: ReactNode;
  /** An illustration or photo slot beside the text (below it on phones). */
  art?: ReactNode;
}

/** The top of every page: the promise, the main actions and a picture. */
export function PageHero({ heading, lead, eyebrow, actions, children, art }: PageHeroProps) {
  return (
    <StyledHero aria-labelledby="page-heading">
      <HeroInner $withArt={Boolean(art)}>
        <HeroText>
          {eyebrow && <HeroEyebrow>{eyebrow}</HeroEyebrow>}
          <h1 id="page-heading">{heading}</h1>
          <HeroLead>
            <TextWithEmails text={lead} />
          </HeroLead>
          {actions && <Actions>{actions}</Actions>}
          {children && <HeroExtra>{children}</HeroExtra>}
        </HeroText>
        {art && <HeroArt>{art}</HeroArt>}
      </HeroInner>
    </StyledHero>
  );
}

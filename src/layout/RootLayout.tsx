import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import type { RouteHandle } from '../seo/routeHead';
import { Toaster } from './Toaster';
import { SlicedHydration } from './SlicedHydration';
import { DocumentHead } from './DocumentHead';
import { Footer } from './Footer/Footer';
import { Header } from './Header/Header';
import { NoticeBar } from './NoticeBar';
import { ScrollManager } from './ScrollManager';
import { TopBar } from './TopBar/TopBar';
import { ui } from '../content/ui';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(4)};
  /* Above the window however large the text, until focused. */
  top: 0;
  transform: translateY(-120%);
  max-width: calc(100% - ${({ theme }) => theme.space(8)});
  z-index: 100;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 700;
  &:focus {
    top: ${({ theme }) => theme.space(2)};
    transform: none;
  }
`;

const Main = styled.main`
  display: block;
  min-height: 50vh;
  &:focus {
    outline: none;
  }
`;

/**
 * Marks the moment the page is interactive, for people debugging and for the browser tests.
 * It sits in the last sliced part, and React commits the sliced parts together; so does the
 * toaster, whose wait for an idle moment must not begin in a pause between slices.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    performance.mark('hydrated');
  }, []);
  return null;
}

/** Header, footer and the current page between them. */
export function RootLayout({ handle, children }: { handle: RouteHandle; children: ReactNode }) {
  return (
    <>
      <SkipLink href="#main">{ui.skipLink}</SkipLink>
      <SlicedHydration>
        <TopBar />
        <Header />
        <NoticeBar />
      </SlicedHydration>
      <Main id="main" tabIndex={-1}>
        <SlicedHydration>{children}</SlicedHydration>
      </Main>
      <SlicedHydration>
        <Footer />
        <HydratedMark />
        <Toaster />
      </SlicedHydration>
      <ScrollManager />
      <DocumentHead handle={handle} />
    </>
  );
}

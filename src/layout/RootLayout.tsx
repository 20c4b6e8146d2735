import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { DocumentHead } from './DocumentHead';
import { Footer } from './Footer/Footer';
import { Header } from './Header/Header';
import { ScrollManager } from './ScrollManager';
import { TopBar } from './TopBar/TopBar';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(4)};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 700;
  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`;

const Main = styled.main`
  display: block;
  min-height: 50vh;
  &:focus {
    outline: none;
  }
`;

/** Header, footer and the current page between them. */
export function RootLayout() {
  // Marks the moment the page is interactive, for people debugging and for the browser tests.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <SkipLink href="#main">Skip to main content</SkipLink>
      <TopBar />
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <ScrollManager />
      <DocumentHead />
    </>
  );
}

import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { IdleToaster } from './IdleToaster';

/** Everything every page needs around it: theme, global styles and the one toaster. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
      <IdleToaster />
    </ThemeProvider>
  );
}

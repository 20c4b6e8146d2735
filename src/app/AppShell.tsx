import { StrictMode, type ReactNode } from 'react';
import { Providers } from './Providers';

/** The same wrapper on the server and in the browser, so hydration sees one tree. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <Providers>{children}</Providers>
    </StrictMode>
  );
}

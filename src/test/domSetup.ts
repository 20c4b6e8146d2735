import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazy chunk's first import can take seconds on a busy 2-core runner: findBy and waitFor
// wait up to 20 s for what they expect (a failure still shows at once when it is wrong).
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
});

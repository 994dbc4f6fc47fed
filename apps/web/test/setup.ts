import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait up to 5 s, not Testing Library's 1 s: the API transport and the error texts load
// lazily on the first call (as in the browser), and on a loaded 2-core machine that import alone can take
// over a second, which failed tests that wait for the first answer or the first refusal.
configure({ asyncUtilTimeout: 5_000 });

// Each test starts with an empty page and empty storage.
afterEach(() => {
  // Files that declare `@vitest-environment node` (the server entry's) have no page to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts with an empty page and empty storage.
afterEach(() => {
  // Files that declare `@vitest-environment node` (the server entry's) have no page to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

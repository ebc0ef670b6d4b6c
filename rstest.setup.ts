import { afterEach } from '@rstest/core';
import { cleanup, configure } from '@testing-library/react';

// The suite runs its projects side by side on small machines: a screen that answers is given
// the time a loaded machine takes; one that never answers still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

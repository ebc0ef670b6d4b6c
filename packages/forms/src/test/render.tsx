import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders inside a router (links need one) and returns a user-event session. */
export function setup(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(<MemoryRouter>{ui}</MemoryRouter>) };
}

/** A promise settled by the test, to look at a screen while its call is still running. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders inside a router (links need one) and returns a user-event session. */
export function setup(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(<MemoryRouter>{ui}</MemoryRouter>) };
}

/** French text twice as long as the spec's, to check nothing is cut or dropped. */
export const longFrench =
  'Séance photo de famille en extérieur au coucher du soleil près de Montpellier, avec retouches soignées et galerie privée';

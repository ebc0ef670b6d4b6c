import { readBootData } from '@lapm/api-client/boot-data';
import { StudioContactProvider } from '@lapm/seo/studio-contact';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

/**
 * The app as the browser runs it: the router on the page's address, React's checks on, and
 * Contact's details the server sent with the page (the same it rendered the page with).
 */
export function Root() {
  return (
    <StrictMode>
      <BrowserRouter>
        <StudioContactProvider value={readBootData().contact}>
          <App />
        </StudioContactProvider>
      </BrowserRouter>
    </StrictMode>
  );
}

import { readBootData } from '@lapm/api-client/boot-data';
import { StudioContactProvider } from '@lapm/seo/studio-contact';
import { StrictMode, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from './routes';

/**
 * The app as the browser runs it: the data router on the page's address, React's checks on, and
 * Contact's details the server sent with the page (the same it rendered the page with).
 */
export function Root() {
  // One router for the page's life: StrictMode's second render must not start another.
  const [router] = useState(() => createBrowserRouter(appRoutes()));
  return (
    <StrictMode>
      <StudioContactProvider value={readBootData().contact}>
        <RouterProvider router={router} />
      </StudioContactProvider>
    </StrictMode>
  );
}

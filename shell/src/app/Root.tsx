import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

/** The app as the browser runs it: the router on the page's address, React's checks on. */
export function Root() {
  return (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
}

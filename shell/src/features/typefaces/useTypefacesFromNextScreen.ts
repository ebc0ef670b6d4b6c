import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { switchTypefacesOn } from './typefaces';

// Apart from typefaces.ts, which the start of the app imports: the router runs with the app's
// modules, in a task after React's own (index.tsx).

/** The typefaces from the first screen the visitor navigates to inside the app. */
export function useTypefacesFromNextScreen() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) switchTypefacesOn();
  }, [pathname]);
}

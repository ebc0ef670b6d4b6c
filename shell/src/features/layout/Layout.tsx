import { TOP_ID } from '@lapm/contracts';
import type { ReactNode } from 'react';
import { FocusPageHeading } from './FocusPageHeading';
import { Footer } from './Footer';
import { Header, MAIN_ID } from './Header';
import { ScrollToHash } from './ScrollToHash';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* The spec's "top" anchor: links to #top land here on every page. */}
      <div id={TOP_ID} />
      <ScrollToHash />
      <Header />
      <FocusPageHeading mainId={MAIN_ID} />
      {/* Focusable from script only, so that the skip link moves focus into it. */}
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}

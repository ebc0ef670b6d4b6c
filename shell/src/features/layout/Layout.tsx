import { TOP_ID } from '@lapm/contracts';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToHash } from './ScrollToHash';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* The spec's "top" anchor: links to #top land here on every page. */}
      <div id={TOP_ID} />
      <ScrollToHash />
      <Header />
      <main id="contenu" className="site-main">
        {children}
      </main>
      <Footer />
    </>
  );
}

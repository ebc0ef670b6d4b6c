import type { ReactNode } from 'react';

/**
 * React's `useId` ids follow a component's position in the tree. On the server the app is the
 * second child of <html>, after <head> (Document.tsx); in the browser its root is given that
 * same position, so the ids it hydrates with are the ones the server sent.
 */
export function AppPosition({ children }: { children: ReactNode }) {
  return (
    <>
      {null}
      {children}
    </>
  );
}

import { type ContactDocument, firstContactDetails } from '@lapm/contracts';
import { type ReactNode, use } from 'react';
import { sharedContext } from './sharedContext';

/**
 * Contact's details as she published them (« Contenu du site », docs/decisions/0018), for every
 * screen: the server loads them with each page, the shell provides them from its request on the
 * server and from the page's boot data in the browser. Without the server's (a screen's test, a page the browser drew alone),
 * the studio's first e-mail, phone and hours, and no towns: the server always sends them, and their
 * list would weigh on every page's script.
 */
const fallback: ContactDocument = { ...firstContactDetails, areas: [] };

const StudioContactContext = sharedContext<ContactDocument>('studio-contact', fallback);

export function StudioContactProvider({
  value,
  children,
}: {
  value: ContactDocument | undefined;
  children: ReactNode;
}) {
  return <StudioContactContext value={value ?? fallback}>{children}</StudioContactContext>;
}

export function useStudioContact(): ContactDocument {
  return use(StudioContactContext);
}

import { type ContactDocument, firstContactDetails } from '@lapm/contracts';
import { type Context, createContext, type ReactNode, use } from 'react';

/**
 * Contact's details as she published them (« Contenu du site », docs/decisions/0018), for every
 * screen: the server loads them with each page, the shell provides them from its request on the
 * server and from the page's boot data in the browser. Under a global symbol, as each app bundles
 * its own copy of this package. Without the server's (a screen's test, a page the browser drew alone),
 * the studio's first e-mail, phone and hours, and no towns: the server always sends them, and their
 * list would weigh on every page's script.
 */
const fallback: ContactDocument = { ...firstContactDetails, areas: [] };

const CONTEXT_KEY = Symbol.for('lapm.studio-contact');
const holder = globalThis as { [CONTEXT_KEY]?: Context<ContactDocument> };
holder[CONTEXT_KEY] ??= createContext<ContactDocument>(fallback);
const StudioContactContext = holder[CONTEXT_KEY];

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

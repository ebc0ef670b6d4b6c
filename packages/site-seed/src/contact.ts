import { type ContactDocument, defaultContact } from '@lapm/contracts';

/** Contact's details as first published: the studio's settings and the towns she covers. */
export const contact: ContactDocument = defaultContact;

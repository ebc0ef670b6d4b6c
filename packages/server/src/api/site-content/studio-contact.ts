import type { ContactDocument } from '@lapm/contracts';
import type { Database } from '../../db/database';
import { publishedDocument, SITE_CONTENT_TAG } from './site-content';

type Executor = Pick<Database, 'select'>;

/**
 * Contact's details as she last published them (« Contenu du site », docs/decisions/0018), or the
 * studio's first ones: what every page's footer and structured data, the gallery pages and the
 * e-mails give. Read at each use, so a publish reaches the next page and the next e-mail.
 */
export async function studioContact(db: Executor): Promise<ContactDocument> {
  return (await publishedDocument(db, 'contact')) as ContactDocument;
}

/** For every page the server renders: the details, and the tag a publish drops the page by. */
export const contactSource = (db: Executor) => async () => ({
  value: await studioContact(db),
  tags: [SITE_CONTENT_TAG],
});

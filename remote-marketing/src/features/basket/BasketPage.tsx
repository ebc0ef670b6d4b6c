import { DocumentHead } from '@lapm/seo';
import { pageHeads } from '../../content/pageHeads';
import { fr } from '../../i18n/fr';
import { PageHeader } from '../shared/PageHeader';

/** Placeholder: the spec shows only the heading of the basket. */
export default function BasketPage() {
  return (
    <div>
      <DocumentHead head={pageHeads.basket} />
      <PageHeader title={fr.basket.title} />
    </div>
  );
}

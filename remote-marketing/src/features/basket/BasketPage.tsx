import { DocumentHead } from '@lapm/seo';
import { head } from '../../content/heads/basket';
import { fr } from '../../i18n/fr';
import { PageHeader } from '../shared/PageHeader';

/** Placeholder: the spec shows only the heading of the basket. */
export default function BasketPage() {
  return (
    <div>
      <DocumentHead head={head} />
      <PageHeader title={fr.basket.title} />
    </div>
  );
}

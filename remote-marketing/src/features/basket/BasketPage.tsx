import { head } from '../../content/heads/basket';
import { fr } from '../../i18n/fr';
import { PageHeader } from '../shared/PageHeader';
import { PublishedHead } from '../shared/PublishedHead';

/** Placeholder: the spec shows only the heading of the basket. */
export default function BasketPage() {
  return (
    <div>
      <PublishedHead head={head} />
      <PageHeader title={fr.basket.title} />
    </div>
  );
}

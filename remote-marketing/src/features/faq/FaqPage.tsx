import { DocumentHead } from '@lapm/seo';
import { head } from '../../content/heads/faq';
import { fr } from '../../i18n/fr';
import { PageHeader } from '../shared/PageHeader';

/** Placeholder: the spec shows only the heading of the FAQ. */
export default function FaqPage() {
  return (
    <div>
      <DocumentHead head={head} />
      <PageHeader title={fr.faq.title} />
    </div>
  );
}

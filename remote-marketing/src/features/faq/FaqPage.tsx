import { DocumentHead } from '@lapm/seo';
import { pageHeads } from '../../content/pageHeads';
import { fr } from '../../i18n/fr';
import { PageHeader } from '../shared/PageHeader';

/** Placeholder: the spec shows only the heading of the FAQ. */
export default function FaqPage() {
  return (
    <div>
      <DocumentHead head={pageHeads.faq} />
      <PageHeader title={fr.faq.title} />
    </div>
  );
}

import { DocumentHead, type DocumentHeadProps } from '@lapm/seo';
import { usePublishedHead } from '../../content/published';

/** A public page's head, with the Google title and description she published for it. */
export function PublishedHead({ head, ...props }: DocumentHeadProps) {
  return <DocumentHead head={usePublishedHead(head)} {...props} />;
}

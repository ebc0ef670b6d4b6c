import { type FaqPageDocument, paths } from '@lapm/contracts';
import { faq } from '@lapm/site-seed/faq';
import { faqData, head } from '../../content/heads/faq';
import { useSiteContent } from '../../content/siteContent';
import pageStyles from '../shared/Page.module.css';
import { PageHeader } from '../shared/PageHeader';
import { Paragraph } from '../shared/Paragraph';
import { PublishedHead } from '../shared/PublishedHead';

/** /faq: her questions and answers, as she published them in « Contenu du site ». */
export default function FaqPage() {
  const { document } = useSiteContent<'faq'>(paths.faq, faq);
  return (
    <>
      <PublishedHead head={head} structuredData={faqData(document)} />
      <FaqView page={document} />
    </>
  );
}

/**
 * The page itself, for the published FAQ or for her draft (the admin's preview). Every answer
 * is open: a heading per question, read in order by a screen reader, found by the browser's search.
 */
export function FaqView({ page }: { page: FaqPageDocument }) {
  return (
    <article>
      <PageHeader title={page.title} lead={page.lead} />
      {page.questions.map((entry, index) => (
        // Her draft may hold two questions still empty: their place is their key.
        <section key={index} className={pageStyles.section}>
          <h2 className={pageStyles.sectionTitle}>{entry.question}</h2>
          <div className={pageStyles.prose}>
            {entry.paragraphs.map((paragraph) => (
              <Paragraph key={paragraph} text={paragraph} />
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}

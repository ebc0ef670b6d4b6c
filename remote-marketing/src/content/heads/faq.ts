import { paragraphInlines } from '@lapm/articles';
import { type FaqPageDocument, paths } from '@lapm/contracts';
import { faqPageNode } from '@lapm/seo';
import { faq } from '@lapm/site-seed/faq';
import { faqSeo } from '@lapm/site-seed/seo/faq';
import { type StructuredData, underHome } from './common';

export const head = underHome(paths.faq, {
  ...faqSeo,
  breadcrumbName: 'FAQ',
  keywords: ['questions séance photo', 'FAQ photographe'],
});

/** An answer as a crawler reads it: her paragraphs, their links as their words. */
const answerText = (paragraphs: readonly string[]) =>
  paragraphs
    .map((paragraph) =>
      paragraphInlines(paragraph)
        .content.map((inline) => (typeof inline === 'string' ? inline : inline.text))
        .join(''),
    )
    .join('\n\n');

/** The questions the page shows, each with its answer. */
export const faqData =
  (document: FaqPageDocument): StructuredData =>
  (site) => [
    faqPageNode(
      site,
      head,
      document.questions.map((entry) => ({ question: entry.question, answer: answerText(entry.paragraphs) })),
    ),
  ];

export const structuredData = faqData(faq);

import { type TermsOfSaleDocument, termsOfSaleSkeleton } from '@lapm/contracts';
import type { LegalPart } from './legal';

export const termsOfSaleTitle = 'Conditions générales de vente';

/** The parts as the page shows them: the headings in code, her paragraphs (« Contenu du site »). */
export function termsOfSaleParts(words: TermsOfSaleDocument): LegalPart[] {
  return termsOfSaleSkeleton.map((part) => ({
    heading: part.heading,
    sections: part.sections.map(([id, heading]) => ({ heading, paragraphs: words.sections[id] })),
  }));
}

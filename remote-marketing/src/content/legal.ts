export interface LegalSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalPart {
  heading: string;
  sections: LegalSection[];
}

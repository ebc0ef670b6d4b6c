import { COOKIE_MONTHS } from '@lapm/site-seed/legalNotices';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalPart {
  heading: string;
  sections: LegalSection[];
}

/**
 * Legal figures of spec section 9, named so the text and the tests share them; quoted by the
 * terms of sale (termsOfSale.ts) and the legal notices (legalNotices.ts).
 */
export const terms = {
  vatPercent: 20,
  depositPercent: 30,
  businessPaymentDays: 30,
  latePenaltyPercentPerMonth: 10,
  recoveryFeeEuros: 40,
  withdrawalDays: 14,
  lateCancellationHours: 48,
  deliveryWeeks: [2, 4],
  licenceYears: 3,
  cookieMonths: COOKIE_MONTHS,
} as const;

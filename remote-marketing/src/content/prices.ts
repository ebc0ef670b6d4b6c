/**
 * The price tables themselves are published from the admin (« Contenu du site »; first content in
 * @lapm/contracts/site-content-seed): what stays here is how the site names their formulas.
 */
export { euros } from '@lapm/contracts';

/** Display names of the formulas, as on the cards and in the booking e-mail subject. */
export const formulaLabels = {
  essentiel: 'Essentiel',
  confort: 'Confort',
  premium: 'Premium',
  confiance: 'Confiance',
  classique: 'Classique',
  flash: 'Flash',
  signature: 'Signature',
} as const;

/**
 * The price tables themselves are published from the admin (« Contenu du site »; first content in
 * @lapm/site-seed): what stays here is how the site names their formulas.
 */
/** Display names of the formulas, as on the cards, in the booking e-mail subject and the enquiry form. */
export { euros, formulaLabels } from '@lapm/contracts';

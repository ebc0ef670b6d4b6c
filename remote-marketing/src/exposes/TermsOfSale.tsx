export { default } from '../features/terms-of-sale/TermsOfSalePage';

export { default } from '../features/legal-notices/LegalNoticesPage';

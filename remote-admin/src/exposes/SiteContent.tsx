export { default } from '../features/site-content/SiteContentPage';

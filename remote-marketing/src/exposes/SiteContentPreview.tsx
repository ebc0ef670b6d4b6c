export { default } from '../features/preview/SiteContentPreview';

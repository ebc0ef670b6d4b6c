export { default } from '../features/gallery-access/GalleryAccessPage';

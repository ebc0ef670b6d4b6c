export { default } from '../features/gallery/GalleryPage';

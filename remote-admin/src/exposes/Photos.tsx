export { default } from '../features/photos/PhotosPage';

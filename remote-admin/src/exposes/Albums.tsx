export { default } from '../features/albums/AlbumsPage';

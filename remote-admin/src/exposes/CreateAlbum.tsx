export { default } from '../features/albums/CreateAlbumPage';

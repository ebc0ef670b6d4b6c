export { default } from '../features/albums/EditAlbumPage';

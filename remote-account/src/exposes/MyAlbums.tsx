export { default } from '../features/my-albums/MyAlbumsPage';

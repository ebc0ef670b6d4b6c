export { default } from '../features/client-file/ClientFilePage';

export { default } from '../features/home/HomePage';

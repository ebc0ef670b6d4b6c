export { default } from '../features/about/AboutPage';

export { default } from '../features/services/WeddingPage';

export { default } from '../features/faq/FaqPage';

export { default } from '../features/services/CorporatePage';

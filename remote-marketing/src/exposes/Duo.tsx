export { default } from '../features/services/DuoPage';

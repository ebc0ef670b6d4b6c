export { default } from '../features/services/LifestylePage';

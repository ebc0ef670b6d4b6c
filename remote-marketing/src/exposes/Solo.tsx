export { default } from '../features/services/SoloPage';

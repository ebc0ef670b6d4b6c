export { default } from '../features/services/NewbornPage';

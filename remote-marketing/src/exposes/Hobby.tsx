export { default } from '../features/services/HobbyPage';

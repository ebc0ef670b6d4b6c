export { default } from '../features/services/PregnancyPage';

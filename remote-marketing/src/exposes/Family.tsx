export { default } from '../features/services/FamilyPage';

export { default } from '../features/users/EditUserPage';

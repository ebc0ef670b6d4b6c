export { default } from '../features/users/UsersPage';

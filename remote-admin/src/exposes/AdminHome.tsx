export { default } from '../features/admin-home/AdminHomePage';

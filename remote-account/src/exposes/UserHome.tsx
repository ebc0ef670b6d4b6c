export { default } from '../features/user-home/UserHomePage';

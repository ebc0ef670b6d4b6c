export { default } from '../features/register/RegisterPage';

export { default } from '../features/my-information/MyInformationPage';

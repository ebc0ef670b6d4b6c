export { default } from '../features/my-information/EditMyInformationPage';

export { configureApi } from './client';
export { api } from './endpoints';
export { ApiError, apiMessages, describeFailure } from './errors';
export { logOut } from './logout';

import { domProject } from '../../rstest.dom';

/** The hooks screens read their data with (pageData.tsx), on happy-dom; the client itself runs on Node. */
export default {
  ...domProject('api-client-hooks'),
  include: ['src/**/*.test.tsx'],
};

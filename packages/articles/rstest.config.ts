import { domProject } from '../../rstest.dom';

export default domProject('articles');

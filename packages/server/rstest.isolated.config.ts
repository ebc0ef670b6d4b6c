import { ISOLATED_TESTS, serverProject } from './rstest.config';

/** The server's test files that replace a module, each in a module graph of its own (the tree's run). */
export default { ...serverProject('server-isolated'), include: [ISOLATED_TESTS] };

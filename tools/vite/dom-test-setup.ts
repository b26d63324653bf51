/**
 * Testing Library's async helpers (`waitFor`, `findBy*`) give up after 1 s by default, which a
 * busy machine can exceed while the state being waited for is still on its way. The ceiling here
 * matches the projects' expect.poll timeout (tools/vite/workspace.ts, TEST_CEILINGS).
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 30_000 });

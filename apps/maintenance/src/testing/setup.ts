import { cleanUpAfterEachTest } from '@workbench/app-kit/testing';

cleanUpAfterEachTest();

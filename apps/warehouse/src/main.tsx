// First: no schema may be made before zod is told not to generate code (see the module).
import '@workbench/app-kit/zod-jitless';
import { startHostedApp } from '@workbench/app-kit';
import '@workbench/app-kit/base.css';
import '@workbench/app-kit/controls.css';
import { App } from './app';
import { appConfig } from './config';
import './styles.css';

startHostedApp(App, appConfig);

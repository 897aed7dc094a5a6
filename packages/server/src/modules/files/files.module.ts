/** Stored files: `/uploads/...` served with safe content types (registry extracts are never served). */
import type { AppModule } from '../../app-module.ts';
import { filesRoutes } from './files.routes.ts';

export const filesModule: AppModule = { name: 'files', register: (app, ctx) => filesRoutes(app, ctx) };

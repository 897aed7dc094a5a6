/**
 * Site content: the public reads (tariffs, flights, news, offices, pages, the popup, the web version), the
 * crawler's and browser's named files (robots.txt, sitemap.xml, favicon.ico) and
 * the back office's editing of pages, the popup, tariffs, offices, flight remarks and news.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { contentAdminRoutes } from './content.admin.routes.ts';
import { contentRoutes } from './content.routes.ts';
import { createContentService } from './content.service.ts';
import { newsAdminRoutes } from './news.admin.routes.ts';
import { registerNewsPreload } from './news-preload.ts';
import { createNewsService } from './news.service.ts';
import { siteFileRoutes } from './site-files.ts';

/** The build id of the web app (`dist/version.json`): open tabs poll it and offer a reload when it changes. */
function webVersion(webDist: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(webDist, 'version.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return 'dev';
  }
}

export const contentModule: AppModule = {
  name: 'content',
  async register(app, ctx) {
    contentRoutes(app, ctx, () => webVersion(ctx.config.webDist));
    registerNewsPreload(app, ctx.database.db);
    siteFileRoutes(app, ctx.config);
    const content = createContentService(ctx);
    const news = createNewsService(ctx);
    await staffRoutes(app, (r) => {
      contentAdminRoutes(r, content);
      newsAdminRoutes(r, news);
    });
  },
};

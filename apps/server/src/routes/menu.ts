import { branchIdParam, itemParams, menuQuery, searchParams, searchQuery, tagsQuery } from '@okmenu/contract';
import { routeSellingType } from '@okmenu/domain';
import type { FastifyInstance } from 'fastify';
import { sendPrepared } from '../http/prepared-reply.ts';
import { requestLocale } from '../http/request-locale.ts';
import { validate } from '../http/validate.ts';
import type { MenuService } from '../services/menu/menu.ts';

/** GET webapp/v5/menu, webapp/v5/item, webapp/search, webapp/tables and tags-ingredients (SPEC §7). */
export function menuRoutes(app: FastifyInstance, menus: MenuService, clock: () => Date): void {
  app.get('/webapp/v5/menu/:id', { compress: false, decompress: false }, async (request, reply) => {
    const { id } = validate(branchIdParam, request.params, 'params');
    const { page, per_page: perPage } = validate(menuQuery, request.query, 'query');
    const paging = page === undefined ? undefined : { page, perPage };
    return sendPrepared(
      request,
      reply,
      await menus.menu({ branchId: id, locale: requestLocale(request.headers), paging }),
    );
  });

  app.get('/webapp/v5/item/:branchId/:itemId', async (request) => {
    const { branchId, itemId } = validate(itemParams, request.params, 'params');
    return menus.item({ branchId, itemId, locale: requestLocale(request.headers) });
  });

  app.get('/webapp/search/:term', async (request, reply) => {
    const { term } = validate(searchParams, request.params, 'params');
    const query = validate(searchQuery, request.query, 'query');
    reply.header('cache-control', 'no-store');
    return menus.search({
      term,
      branchId: query.branch_id,
      routeType: routeSellingType(query.type),
      locale: requestLocale(request.headers),
      now: clock(),
      limit: query.limit,
    });
  });

  app.get('/webapp/tables/:id', async (request) => {
    const { id } = validate(branchIdParam, request.params, 'params');
    return menus.tables(id, requestLocale(request.headers));
  });

  app.get('/tags-ingredients', async (request) => {
    const query = validate(tagsQuery, request.query, 'query');
    return menus.tags(query.branch_id, query.locale ?? requestLocale(request.headers));
  });
}

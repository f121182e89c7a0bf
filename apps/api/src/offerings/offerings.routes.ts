import { getOffering, listOfferings } from '@review-center/api-client/contract';
import type { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import { HttpError, route } from '../http/route.ts';
import * as service from './offerings.service.ts';

export function offeringRoutes(app: Hono, db: Db) {
  route(app, listOfferings, ({ query }) => service.listOfferings(db, query));
  route(app, getOffering, async ({ params }) => {
    const offering = await service.findOffering(db, params.id);
    if (!offering) throw new HttpError(404, 'Offering not found');
    return offering;
  });
}
